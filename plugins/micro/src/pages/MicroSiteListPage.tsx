import type { Website } from '@greenroom/contracts';
import {
  addressWith,
  formatCount,
  formatDateTime,
  pathUnder,
  type StatusColor,
  type StatusEntry,
  type StatusMap,
  useApi,
  useConfig,
  useOpenExternal,
} from '@greenroom/sdk';
import { CoverTitle, type ListColumn, ListPage, StatusTag, useCopyLink, useListController } from '@greenroom/sdk/kit';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { siteList } from '../lists';
import { texts } from '../texts';
import { SiteFiguresDrawer } from './SiteFiguresDrawer';

/** A site's publishing tag: its text read when shown, in the page's language (issue 29). */
const publishEntry = (status: 'published' | 'draft', color: StatusColor): StatusEntry => ({
  get text() {
    return texts.micro.status[status];
  },
  color,
});
const PUBLISH_STATUS: StatusMap<`${Website['status']}`> = { 1: publishEntry('published', 'green'), 0: publishEntry('draft', 'grey') };
/** The address parameter of the open figures drawer: `?site=<id>`. */
const SITE_PARAM = 'site';

/**
 * The list's columns, in the page's language (built per render: issue 29). With the selection box and
 * 操作 (管理 数据 复制链接 删除; Manage, Data and More in English) they fit the table at 1366 px with the
 * window's scrollbar, in both languages (issue 25).
 */
const columnsOf = (): readonly ListColumn<Website, never>[] => [
  {
    key: 'title',
    title: texts.micro.columns.title,
    fixed: true,
    width: 300,
    render: (site) => <CoverTitle cover={site.coverUrl} title={site.title} width={72} height={40} />,
  },
  { key: 'status', title: texts.micro.columns.status, width: 90, render: (site) => <StatusTag value={String(site.status)} map={PUBLISH_STATUS} /> },
  { key: 'template', title: texts.micro.columns.template, width: 90, defaultHidden: true },
  { key: 'pv', title: texts.micro.columns.pv, align: 'right', width: 100, render: (site) => formatCount(site.pv) },
  { key: 'uv', title: texts.micro.columns.uv, align: 'right', width: 100, render: (site) => formatCount(site.uv) },
  { key: 'createdAt', title: texts.micro.columns.createdAt, width: 150, render: (site) => formatDateTime(site.createdAt) },
];

/** `/activity/other/micro`: the organiser's micro-websites — search, status, created days, their back office, public link, figures and delete. */
export default function MicroSiteListPage() {
  const api = useApi();
  const { base, admin } = useConfig().products.website;
  const openExternal = useOpenExternal();
  const [params, setParams] = useSearchParams();
  const columns = useMemo(columnsOf, []);
  const controller = useListController({ source: siteList });
  const site = Number(params.get(SITE_PARAM)) || undefined;
  const showFigures = (id: number | undefined) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id === undefined) next.delete(SITE_PARAM);
      else next.set(SITE_PARAM, String(id));
      return next;
    });
  const copy = useCopyLink();
  const copyLink = (row: Website) => copy(pathUnder(base, `site/${row.id}`), texts.micro.link);

  return (
    <ListPage
      title={texts.micro.title}
      listId="micro.sites"
      controller={controller}
      columns={columns}
      rowName={(row) => row.title}
      search={texts.micro.search}
      filters={[
        {
          name: 'status',
          label: texts.micro.statusLabel,
          allText: texts.micro.allStatus,
          options: [
            { value: 'published', label: texts.micro.status.published },
            { value: 'draft', label: texts.micro.status.draft },
          ],
        },
      ]}
      dateRange
      errorText={texts.micro.loadFailed}
      emptyText={texts.micro.empty}
      actionsWidth={204}
      rowActions={() => [
        { key: 'manage', text: texts.micro.manage, onClick: (row) => openExternal(addressWith(admin, { id: row.id }), 'tab') },
        { key: 'figures', text: texts.micro.figures, onClick: (row) => showFigures(row.id) },
        { key: 'copy', text: texts.micro.copyLink, onClick: (row) => void copyLink(row) },
      ]}
      remove={{
        what: texts.micro.what,
        one: (row, { batch }) => api.delete('/api/website/{id}', { path: { id: row.id }, silent: batch }),
      }}
    >
      <SiteFiguresDrawer
        site={site}
        title={controller.rows.find((row) => row.id === site)?.title ?? texts.micro.title}
        onClose={() => showFigures(undefined)}
      />
    </ListPage>
  );
}
