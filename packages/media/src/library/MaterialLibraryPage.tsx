import type { Material } from '@greenroom/contracts';
import { useApi } from '@greenroom/sdk';
import type { ListColumn } from '@greenroom/sdk/kit';
import { ContainerTabs, ListPage, MediaPreviewDialog, useListController } from '@greenroom/sdk/kit';
import { useMemo, useState } from 'react';
import { MATERIAL_TYPES, type MaterialKind, materialLists } from '../lists';
import { materialCalls } from './calls';
import { InlineRename } from './InlineRename';
import { LibraryUpload, MATERIAL_ACCEPT } from './LibraryUpload';
import { libraryTexts, MATERIAL_TYPE_TEXT } from './texts';
import { fileFacts, libraryInfoColumns, mediaColumn } from './videoColumns';

/**
 * Props of {@link MaterialLibraryPage}.
 * @public
 */
export interface MaterialLibraryPageProps {
  kind: MaterialKind;
  title: string;
}

/**
 * A material library (`/api/material/{kind}`), declared by a plugin in one line: thumbnails, titles
 * renamed in place (the server's refusal shown under the field), type, activity, size, duration and
 * date; search, a 图片/视频 filter and a created-day range; 预览 in a dialog (a fresh signed address
 * each time), confirmed 删除 and 批量删除 (all or nothing); 上传素材 in the header (a resumable upload,
 * then `POST /api/material/{kind}/upload`, the list read again).
 * @public
 */
export function MaterialLibraryPage({ kind, title }: MaterialLibraryPageProps) {
  const api = useApi();
  const calls = useMemo(() => materialCalls(api, kind), [api, kind]);
  const controller = useListController({ source: materialLists[kind] });
  const { updateRow, query, refetch, setQuery } = controller;
  const [previewing, setPreviewing] = useState<Material | null>(null);
  // The type names in the page's language, read when the page renders (issue 29).
  const typeOptions = useMemo(() => MATERIAL_TYPES.map((value) => ({ value, label: MATERIAL_TYPE_TEXT[value] })), []);

  const columns: ListColumn<Material, never>[] = [
    mediaColumn<Material>({
      header: libraryTexts.materialColumn,
      thumb: (row) => row.thumbUrl,
      facts: (row) => [MATERIAL_TYPE_TEXT[row.type] ?? row.type, ...fileFacts(row)],
      title: (row) => (
        <InlineRename
          value={row.title}
          onSave={async (text) => {
            const result = await calls.rename(row.id, text);
            if (result.ok) updateRow(row.id, (r) => ({ ...r, title: result.data.title, updatedAt: result.data.updatedAt }));
            return result;
          }}
        />
      ),
    }),
    ...libraryInfoColumns<Material>(),
  ];

  return (
    <>
      <ContainerTabs label={libraryTexts.materialLibrary} />
      <ListPage
        title={title}
        listId={`library.materials.${kind}`}
        controller={controller}
        columns={columns}
        rowName={(row) => row.title}
        search={libraryTexts.searchMaterials}
        filters={[{ name: 'type', label: libraryTexts.type, options: typeOptions, allText: libraryTexts.allTypes }]}
        dateRange
        pageSizes={[20, 50, 100]}
        actions={
          <LibraryUpload
            text={libraryTexts.uploadMaterial}
            purpose={`material-${kind}`}
            accept={MATERIAL_ACCEPT}
            chooseText={libraryTexts.chooseMaterial}
            help={libraryTexts.materialHelp}
            library={libraryTexts.materialLibrary}
            register={calls.register}
            // The new material is the newest: the first page shows it.
            onSaved={() => (query.page === 1 ? refetch() : setQuery({ page: 1 }))}
          />
        }
        rowActions={() => [{ key: 'preview', text: libraryTexts.preview, onClick: setPreviewing }]}
        remove={{ what: libraryTexts.material, one: (row) => calls.remove([row.id]), many: (rows) => calls.remove(rows.map((r) => r.id)) }}
      >
        <MediaPreviewDialog
          visible={previewing !== null}
          type={previewing?.type ?? 'image'}
          title={previewing?.title ?? ''}
          onClose={() => setPreviewing(null)}
          load={async () => {
            if (!previewing) return null;
            const result = await calls.preview(previewing.id);
            return result.ok ? { url: result.data.url, mimeType: result.data.mimeType, posterUrl: result.data.posterUrl ?? undefined } : null;
          }}
        />
      </ListPage>
    </>
  );
}
