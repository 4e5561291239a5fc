import { IconSearch } from '@douyinfe/semi-icons';
import Button from '@douyinfe/semi-ui/lib/es/button';
import Input from '@douyinfe/semi-ui/lib/es/input';
import Modal from '@douyinfe/semi-ui/lib/es/modal';
import Select from '@douyinfe/semi-ui/lib/es/select';
import Table from '@douyinfe/semi-ui/lib/es/table';
import Tag from '@douyinfe/semi-ui/lib/es/tag';
import { EmptyState, type Page, useHttp, useNotify } from '@greenroom/sdk';
import dayjs from 'dayjs';
import { useCallback, useEffect, useState } from 'react';
import { ACTIVITY_API, deleteActivity, type LiveActivity, type LiveGroup, type LiveStatus, listActivities, listGroups } from '../api';
import { texts } from '../texts';
import { useListQuery } from './useListQuery';

const STATUS_COLOR: Record<LiveStatus, 'blue' | 'green' | 'grey'> = { not_started: 'blue', live: 'green', ended: 'grey' };

type Load = { state: 'loading' } | { state: 'error' } | { state: 'ready'; page: Page<LiveActivity> };

/** `/admin/activity/live`: the organiser's text-image live activities. */
export default function LiveListPage() {
  const http = useHttp(ACTIVITY_API);
  const notify = useNotify();
  const [query, setQuery] = useListQuery();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [groups, setGroups] = useState<LiveGroup[]>([]);
  const [keyword, setKeyword] = useState(query.keyword);
  const [pendingDelete, setPendingDelete] = useState<LiveActivity | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [reloadKey, setReloadKey] = useState(0);

  useEffect(() => setKeyword(query.keyword), [query.keyword]);

  useEffect(() => {
    void listGroups(http).then((result) => result.ok && setGroups(result.data ?? []));
  }, [http]);

  useEffect(() => {
    const controller = new AbortController();
    setLoad((previous) => (previous.state === 'ready' ? previous : { state: 'loading' }));
    void listActivities(http, query, controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      setLoad(result.ok && result.data ? { state: 'ready', page: result.data } : { state: 'error' });
    });
    return () => controller.abort();
    // reloadKey is a dependency on purpose: bumping it asks for the same query again.
  }, [http, query, reloadKey]);

  const reload = useCallback(() => {
    setLoad({ state: 'loading' });
    setReloadKey((k) => k + 1);
  }, []);

  async function confirmDelete() {
    if (!pendingDelete) return;
    setDeleting(true);
    const result = await deleteActivity(http, pendingDelete.id);
    setDeleting(false);
    setPendingDelete(null);
    if (!result.ok) return; // the envelope client has shown the server's message
    notify.success(texts.deleted);
    const page = load.state === 'ready' ? load.page : null;
    // Deleting the last row of a later page moves back one page.
    if (page && page.list.length === 1 && query.pageNum > 1) setQuery({ pageNum: query.pageNum - 1 });
    else setReloadKey((k) => k + 1);
  }

  const columns = [
    {
      title: texts.columns.title,
      dataIndex: 'title',
      render: (title: string, row: LiveActivity) => (
        <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
          {row.coverUrl ? <img src={row.coverUrl} alt="" width={64} height={36} loading="lazy" style={{ objectFit: 'cover', borderRadius: 4 }} /> : null}
          <span>{title}</span>
        </div>
      ),
    },
    { title: texts.columns.group, dataIndex: 'groupName', width: 140, render: (name: string | null) => name ?? texts.noGroup },
    {
      title: texts.columns.status,
      dataIndex: 'status',
      width: 100,
      render: (status: LiveStatus) => <Tag color={STATUS_COLOR[status]}>{texts.status[status]}</Tag>,
    },
    { title: texts.columns.startTime, dataIndex: 'startTime', width: 170, render: (t: string) => dayjs(t).format('YYYY-MM-DD HH:mm') },
    { title: texts.columns.views, dataIndex: 'viewCount', width: 100, align: 'right' as const, render: (n: number) => n.toLocaleString('zh-CN') },
    {
      title: texts.columns.actions,
      dataIndex: 'id',
      width: 100,
      render: (_: number, row: LiveActivity) => (
        <Button type="danger" theme="borderless" aria-label={`${texts.delete} ${row.title}`} onClick={() => setPendingDelete(row)}>
          {texts.delete}
        </Button>
      ),
    },
  ];

  const page = load.state === 'ready' ? load.page : null;
  return (
    <section className="gr-card" aria-labelledby="gr-live-title">
      <h1 id="gr-live-title" className="gr-page-title">
        {texts.title}
      </h1>
      <form
        className="gr-toolbar"
        aria-label="筛选直播"
        onSubmit={(event) => {
          event.preventDefault();
          setQuery({ keyword: keyword.trim(), pageNum: 1 });
        }}
      >
        <Input
          aria-label={texts.searchPlaceholder}
          placeholder={texts.searchPlaceholder}
          prefix={<IconSearch />}
          value={keyword}
          onChange={setKeyword}
          showClear
          maxLength={50}
          style={{ width: 280 }}
        />
        <Select
          aria-label={texts.groupLabel}
          value={query.groupId ?? 0}
          style={{ width: 180 }}
          optionList={[{ value: 0, label: texts.allGroups }, ...groups.map((g) => ({ value: g.id, label: `${g.name}（${g.count}）` }))]}
          onChange={(value) => setQuery({ groupId: Number(value) || null, pageNum: 1 })}
        />
        <Button htmlType="submit" theme="solid">
          搜索
        </Button>
        {page && <span className="gr-muted">{texts.total(page.total)}</span>}
      </form>
      {load.state === 'error' ? (
        <EmptyState size="default" text={texts.loadFailed}>
          <Button onClick={reload}>{texts.retry}</Button>
        </EmptyState>
      ) : (
        <Table<LiveActivity>
          rowKey="id"
          columns={columns}
          dataSource={page?.list ?? []}
          loading={load.state === 'loading'}
          empty={<EmptyState size="default" />}
          pagination={
            page && page.total > 0
              ? {
                  currentPage: query.pageNum,
                  pageSize: query.pageSize,
                  total: page.total,
                  showSizeChanger: true,
                  pageSizeOpts: [10, 20, 50],
                  onPageChange: (pageNum: number) => setQuery({ pageNum }),
                  onPageSizeChange: (pageSize: number) => setQuery({ pageSize, pageNum: 1 }),
                }
              : false
          }
        />
      )}
      <Modal
        title={texts.confirmTitle}
        visible={pendingDelete !== null}
        okText={texts.confirmOk}
        cancelText={texts.cancel}
        okButtonProps={{ type: 'danger', loading: deleting, 'aria-label': texts.confirmOk }}
        cancelButtonProps={{ 'aria-label': texts.cancel }}
        onOk={confirmDelete}
        onCancel={() => setPendingDelete(null)}
      >
        {pendingDelete ? texts.confirmText(pendingDelete.title) : null}
      </Modal>
    </section>
  );
}
