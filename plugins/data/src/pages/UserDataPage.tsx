import SideSheet from '@douyinfe/semi-ui/lib/es/sideSheet';
import Tabs from '@douyinfe/semi-ui/lib/es/tabs';
import Tag from '@douyinfe/semi-ui/lib/es/tag';
import type { AudienceBlacklistRecord, AudienceColumnKey, AudienceMember, AudienceOrder, AudienceWatch } from '@greenroom/contracts';
import { formatCount, formatDateTime, formatDuration, formatMoneyFen, useApi, useRemote } from '@greenroom/sdk';
import { type ColumnStore, ExportButton, type ListColumn, ListPage, useListController } from '@greenroom/sdk/kit';
import { useMemo, useState } from 'react';
import { audienceList, audienceSelection } from '../lists';
import { routeTexts } from '../routeTexts';
import { type DetailColumn, DetailTable } from '../screen/DetailTable';
import { dataOf } from '../screen/load';
import { texts } from '../texts';

/** The audience's channels, as `platform` numbers them. */
const PLATFORMS = [1, 2, 3, 4] as const;

/** 观众数据: the live audience with tag and channel filters, columns kept on the server, a member drawer and export. */
export default function UserDataPage() {
  const api = useApi();
  const [member, setMember] = useState<AudienceMember | null>(null);
  const columns = useMemo(columnsOf, []);
  const platforms = useMemo(() => PLATFORMS.map((value) => ({ value, label: texts.platforms[value] })), []);
  const tags = useRemote(async (signal) => dataOf(await api.get('/api/statistics/twzb/userManage/tag/list', { signal })), [api]);
  const controller = useListController({ source: audienceList });
  const columnStore = useMemo<ColumnStore>(
    () => ({
      load: async () => {
        const result = await api.get('/api/statistics/twzb/userManage/list-setting', { silent: true });
        return result.ok && result.data.custom ? result.data.columns.filter((column) => !column.visible).map((column) => column.key) : null;
      },
      save: (hidden) => {
        const hiddenKeys = hidden ?? columns.filter((column) => column.defaultHidden).map((column) => column.key);
        const setting = columns.map((column) => ({ key: column.key as AudienceColumnKey, visible: !hiddenKeys.includes(column.key) }));
        void api.post('/api/statistics/twzb/userManage/list-setting', { body: { columns: setting } });
      },
    }),
    [api, columns],
  );
  const { query } = controller;
  const exportRequest = useMemo(
    () => async (onDownloadProgress: Parameters<Parameters<typeof ExportButton>[0]['request']>[0], signal: AbortSignal) => {
      const token = await api.get('/api/statistics/twzb/excel/token', { signal });
      if (!token.ok) return token;
      return api.get('/api/statistics/twzb/exportExcel', {
        query: { type: 'user', token: token.data.token, ...audienceSelection(query) },
        responseType: 'blob',
        onDownloadProgress,
        signal,
      });
    },
    [api, query],
  );
  return (
    <ListPage
      title={routeTexts.titles.user}
      listId="data.audience"
      columnStore={columnStore}
      controller={controller}
      rowName={(row) => row.nickname}
      search={texts.user.search}
      dateRange={texts.user.visitedAt}
      actions={<ExportButton request={exportRequest} fallbackName={texts.exportName(routeTexts.titles.user)} text={texts.user.exportUsers} />}
      filters={[
        {
          name: 'tagId',
          label: texts.user.tag,
          options: (tags.data ?? []).map((tag) => ({ value: tag.id, label: texts.user.tagCount(tag.name, formatCount(tag.memberCount)) })),
        },
        { name: 'platform', label: texts.user.platform, options: platforms },
      ]}
      columns={columns}
      rowActions={() => [{ key: 'detail', text: texts.user.detail, onClick: setMember }]}
    >
      <MemberDrawer member={member} onClose={() => setMember(null)} />
    </ListPage>
  );
}

/** The list's columns, in the page's language; their keys are the list-setting's. */
function columnsOf(): ListColumn<AudienceMember, never>[] {
  const c = texts.columns;
  return [
    { key: 'nickname', title: c.nickname, fixed: true, render: (m) => m.nickname },
    { key: 'phone', title: c.phone, render: (m) => m.phone },
    { key: 'region', title: c.region, render: (m) => [m.provinceName, m.cityName].filter(Boolean).join(' ') },
    { key: 'platform', title: c.platform, render: (m) => m.platformName },
    {
      key: 'tags',
      title: c.tags,
      render: (m) =>
        m.tags.map((tag) => (
          <Tag key={tag.id} size="small">
            {tag.name}
          </Tag>
        )),
    },
    { key: 'watchCount', title: c.watchCount, render: (m) => formatCount(m.watchCount) },
    { key: 'orderAmount', title: c.orderAmount, render: (m) => formatMoneyFen(m.orderAmount) },
    { key: 'blacklisted', title: texts.user.blacklisted, defaultHidden: true, render: (m) => (m.blacklisted ? texts.user.yes : texts.user.no) },
    { key: 'lastVisitAt', title: c.lastVisitAt, render: (m) => formatDateTime(m.lastVisitAt) },
  ];
}

function MemberDrawer({ member, onClose }: { member: AudienceMember | null; onClose(): void }) {
  const api = useApi();
  const id = member?.id ?? 0;
  const total = useRemote(
    async (signal) => (id ? dataOf(await api.get('/api/statistics/twzb/userManage/watch-list/total/{id}', { path: { id }, signal })) : null),
    [id],
  );
  const page = (signal: AbortSignal) => ({ query: { pageNum: 1, pageSize: 20 }, path: { id }, signal });
  const c = texts.columns;
  const orderColumns = useMemo(orderColumnsOf, []);
  return (
    <SideSheet title={member ? `${texts.user.drawer} · ${member.nickname}` : texts.user.drawer} visible={!!member} onCancel={onClose} width={640}>
      {member ? (
        <Tabs>
          <Tabs.TabPane tab={texts.user.watch} itemKey="watch">
            {total.data ? (
              <p>{texts.user.watchTotal(formatCount(total.data.watchCount), formatDuration(total.data.watchSeconds), formatCount(total.data.activityCount))}</p>
            ) : null}
            <DetailTable<AudienceWatch>
              label={texts.user.watch}
              deps={[id]}
              rowKey={(row) => `${row.activityId}-${row.enterTime}`}
              load={async (signal) => dataOf(await api.get('/api/statistics/twzb/userManage/watch-list/{id}', page(signal)))?.list ?? null}
              columns={[
                { key: 'activity', title: c.activity, render: (row) => row.activityTitle ?? '—' },
                { key: 'time', title: c.time, render: (row) => formatDateTime(row.enterTime) },
                { key: 'duration', title: c.duration, render: (row) => formatDuration(row.durationSeconds) },
              ]}
            />
          </Tabs.TabPane>
          <Tabs.TabPane tab={texts.user.orders} itemKey="orders">
            <DetailTable<AudienceOrder>
              label={texts.user.orders}
              deps={[id]}
              rowKey={(row) => row.id}
              load={async (signal) => dataOf(await api.get('/api/statistics/twzb/userManage/orderList/{id}', page(signal)))?.list ?? null}
              columns={orderColumns}
            />
          </Tabs.TabPane>
          <Tabs.TabPane tab={texts.user.shopOrders} itemKey="shop">
            <DetailTable<AudienceOrder>
              label={texts.user.shopOrders}
              deps={[id]}
              rowKey={(row) => row.id}
              load={async (signal) => dataOf(await api.get('/api/statistics/twzb/userManage/shop/order-list/{id}', page(signal)))?.list ?? null}
              columns={orderColumns}
            />
          </Tabs.TabPane>
          <Tabs.TabPane tab={texts.user.blacklist} itemKey="blacklist">
            <DetailTable<AudienceBlacklistRecord>
              label={texts.user.blacklist}
              deps={[id]}
              rowKey={(row) => row.id}
              load={async (signal) => dataOf(await api.get('/api/statistics/twzb/userManage/black-list/{id}', page(signal)))?.list ?? null}
              columns={[
                { key: 'activity', title: c.activity, render: (row) => row.activityTitle },
                { key: 'reason', title: c.reason, render: (row) => row.reason },
                { key: 'time', title: c.time, render: (row) => formatDateTime(row.createdAt) },
              ]}
            />
          </Tabs.TabPane>
        </Tabs>
      ) : null}
    </SideSheet>
  );
}

/** A member's orders' columns, in the page's language. */
function orderColumnsOf(): DetailColumn<AudienceOrder>[] {
  const c = texts.columns;
  return [
    { key: 'goods', title: c.goods, render: (row) => row.goodsName || row.orderTypeText },
    { key: 'amount', title: c.amount, render: (row) => formatMoneyFen(row.amount) },
    { key: 'status', title: c.status, render: (row) => row.statusText },
    { key: 'time', title: c.time, render: (row) => formatDateTime(row.paidAt) },
  ];
}
