import Table from '@douyinfe/semi-ui/lib/es/table';
import Tag from '@douyinfe/semi-ui/lib/es/tag';
import type { PluginRecord, PluginState } from '@greenroom/core';
import { useRegistry } from '../plugins/registryContext';

const STATE_LABEL: Record<PluginState, { text: string; color: 'green' | 'grey' | 'blue' | 'red' | 'orange' }> = {
  active: { text: '已启用', color: 'green' },
  disabled: { text: '已停用', color: 'grey' },
  loading: { text: '加载中', color: 'blue' },
  refused: { text: '已拒绝', color: 'orange' },
  failed: { text: '出错', color: 'red' },
};

/** Every plugin of the deployment and its state (the runtime registry's diagnostics view). */
export default function DiagnosticsPage() {
  const { plugins } = useRegistry();
  const columns = [
    { title: '插件', dataIndex: 'id' },
    { title: '版本', dataIndex: 'version' },
    { title: 'sdk 范围', dataIndex: 'sdk' },
    {
      title: '状态',
      dataIndex: 'state',
      render: (state: PluginState) => <Tag color={STATE_LABEL[state].color}>{STATE_LABEL[state].text}</Tag>,
    },
    {
      title: '贡献',
      dataIndex: 'counts',
      render: (counts: PluginRecord['counts']) =>
        counts ? `路由 ${counts.routes} · 菜单 ${counts.menuItems} · 产品卡片 ${counts.productCards} · 首页组件 ${counts.homeWidgets}` : '—',
    },
    { title: '说明', dataIndex: 'reason', render: (reason?: string) => reason ?? '—' },
    { title: '入口', dataIndex: 'entry', render: (entry: string) => <code className="gr-code">{entry}</code> },
  ];
  return (
    <section className="gr-card" aria-labelledby="gr-diag-title">
      <h1 id="gr-diag-title" className="gr-page-title">
        插件诊断
      </h1>
      <Table rowKey={(r) => `${r?.id}@${r?.entry}`} columns={columns} dataSource={plugins as PluginRecord[]} pagination={false} />
    </section>
  );
}
