import Button from '@douyinfe/semi-ui/lib/es/button';
import type { PersonPhoto } from '@greenroom/contracts';
import type { HttpResult } from '@greenroom/sdk';
import { ErrorState, formatCount, useApi } from '@greenroom/sdk';
import { useConfirmedAction } from '@greenroom/sdk/kit';
import { useState } from 'react';
import type { PhotoSection } from './layout';
import { PhotoGrid } from './PhotoGrid';
import { PhotoViewer, VIEWER_Z_INDEX, type ViewedPhoto } from './PhotoViewer';
import { photoTexts } from './texts';
import { type PhotoPageLoader, usePhotoPages } from './usePhotoPages';
import { usePhotoSelection } from './usePhotoSelection';

/**
 * Ids per `DELETE /api/person/photo-group/batch-delete` call (the contracts' maximum).
 * @public
 */
export const DELETE_CHUNK = 100;

/**
 * Props of {@link PhotoLibrary}.
 * @public
 */
export interface PhotoLibraryProps {
  /** The sections (days of a timeline, or one run of a person's or a city's photos) with their counts. */
  sections: readonly PhotoSection[];
  /** Loads one page of a section's photos (`/api/person/photo-group/photo-list`). */
  load: PhotoPageLoader;
  /** The group the viewer steps through for a photo of this section (`person-12`, `year-2026`…). */
  groupKeyOf: (section: PhotoSection) => string;
  /** After photos were deleted: reload the counts and sections. */
  onDeleted: (count: number) => void;
  /** Offer 全选 on each section heading (a day of the timeline). */
  selectSections?: boolean;
  /** Accessible name of the grid. */
  label?: string;
  /** CSS height of the grid's scrolling area. */
  height?: string;
}

/**
 * A photo library view, declared: the selection bar (count, 取消选择, 删除 with a confirmation stating
 * the count), the virtualized {@link PhotoGrid} and the {@link PhotoViewer}. Deleting calls
 * `DELETE /api/person/photo-group/batch-delete` (in chunks of {@link DELETE_CHUNK}), then forgets
 * the loaded pages and calls `onDeleted` so the screen reloads its counts.
 * @public
 */
export function PhotoLibrary({ sections, load, groupKeyOf, onDeleted, selectSections, label, height }: PhotoLibraryProps) {
  const api = useApi();
  const pages = usePhotoPages(sections, load);
  const selection = usePhotoSelection();
  const { confirm, dialog } = useConfirmedAction();
  const [viewing, setViewing] = useState<{ groupKey: string; photoId: number } | null>(null);
  const total = sections.reduce((sum, section) => sum + section.count, 0);

  const open = (photo: PersonPhoto, section: number) => {
    const owner = sections[section];
    if (owner) setViewing({ groupKey: groupKeyOf(owner), photoId: photo.id });
  };

  const remove = () => {
    const ids = [...selection.ids];
    confirm({
      title: photoTexts.deleteTitle,
      content: photoTexts.deleteContent(ids.length),
      okText: photoTexts.deleteSelected,
      successText: photoTexts.deleted(ids.length),
      action: async () => {
        let result: HttpResult<unknown> = { ok: true, data: null, code: 0, msg: '' };
        for (let i = 0; i < ids.length && result.ok; i += DELETE_CHUNK) {
          result = await api.delete('/api/person/photo-group/batch-delete', { body: { ids: ids.slice(i, i + DELETE_CHUNK) } });
        }
        return result;
      },
      onDone: () => {
        selection.clear();
        pages.reset();
        onDeleted(ids.length);
      },
    });
  };

  // Issue 24 §5: Delete in the viewer deletes the shown photo, confirmed naming it, then shows the next.
  const removeViewed = (photo: ViewedPhoto) => {
    const v = photoTexts.viewer;
    confirm({
      title: v.deleteTitle,
      content: v.deleteContent(photo.title),
      okText: v.delete,
      successText: v.deleted(photo.title),
      zIndex: VIEWER_Z_INDEX + 1,
      action: () => api.delete('/api/person/photo-group/batch-delete', { body: { ids: [photo.id] } }),
      onDone: () => {
        // A selection that held it would name a photo that is gone.
        if (selection.has(photo.id)) selection.clear();
        pages.reset();
        onDeleted(1);
        const next = photo.nextId ?? photo.prevId;
        setViewing((current) => (current && next ? { ...current, photoId: next } : null));
      },
    });
  };

  return (
    <div className="gr-photo-library">
      <div className="gr-photo-bar" role="toolbar" aria-label={photoTexts.gridLabel}>
        <span>{photoTexts.total(formatCount(total))}</span>
        {selection.size > 0 ? (
          <>
            <strong aria-live="polite">{photoTexts.selected(selection.size)}</strong>
            <Button onClick={selection.clear}>{photoTexts.clearSelection}</Button>
            <Button type="danger" onClick={remove}>
              {photoTexts.deleteSelected}
            </Button>
          </>
        ) : (
          <span className="gr-muted">{photoTexts.hint}</span>
        )}
      </div>
      {pages.failed ? <ErrorState text={photoTexts.loadFailed} onRetry={pages.retry} /> : null}
      <PhotoGrid
        sections={sections}
        pages={pages}
        selection={selection}
        onOpen={open}
        label={label}
        height={height}
        onSelectSection={selectSections ? (section) => void pages.loadAll(section).then((photos) => selection.add(photos.map((photo) => photo.id))) : undefined}
      />
      <PhotoViewer
        groupKey={viewing?.groupKey ?? 'all'}
        photoId={viewing?.photoId ?? null}
        onNavigate={(photoId) => setViewing((current) => current && { ...current, photoId })}
        onClose={() => setViewing(null)}
        onDelete={removeViewed}
      />
      {dialog}
    </div>
  );
}
