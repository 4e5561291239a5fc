import Table from '@douyinfe/semi-ui/lib/es/table';
import Tag from '@douyinfe/semi-ui/lib/es/tag';
import type { PluginRecord, PluginState } from '@greenroom/core';
import { useMemo } from 'react';
import { useRegistry } from '../plugins/registryContext';
import { rememberedRenderFailures } from '../plugins/renderFailures';
import { texts } from '../texts';

const STATE_COLOR: Record<PluginState, 'green' | 'grey' | 'blue' | 'red' | 'orange'> = {
  active: 'green',
  disabled: 'grey',
  loading: 'blue',
  refused: 'orange',
  failed: 'red',
  crashed: 'red',
};

/** The table's own sideways scroll. */
const SCROLL_X_STYLE = { overflowX: 'auto' } as const;
const LIST_STYLE = { listStyle: 'none', margin: 0, padding: 0 } as const;
/** One item a line, never broken inside (the 贡献 column wrapped one character a line, issue 27 §10). */
const NOWRAP_LIST_STYLE = { ...LIST_STYLE, whiteSpace: 'nowrap' } as const;

/** A row of the view: the plugin's record and what it owns in the registry. */
interface DiagnosticsRow extends PluginRecord {
  routePaths: string[];
  menuKeys: string[];
}

/** What a plugin contributes, one kind a line. */
function ContributionList({ counts, label }: { counts: PluginRecord['counts']; label: string }) {
  if (!counts) return <>—</>;
  const lines = texts.contributionCounts(counts.routes, counts.menuItems, counts.productCards, counts.homeWidgets);
  return (
    <ul aria-label={label} style={NOWRAP_LIST_STYLE}>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

/** A list of codes, or a dash when empty. */
function CodeList({ items, label }: { items: string[]; label: string }) {
  if (items.length === 0) return <>—</>;
  return (
    <ul aria-label={label} style={LIST_STYLE}>
      {items.map((item) => (
        <li key={item}>
          <code className="gr-code">{item}</code>
        </li>
      ))}
    </ul>
  );
}

/**
 * Every plugin of the deployment and its state (the runtime registry's diagnostics view): a plugin
 * whose page or home widget threw while rendering shows 渲染出错 with the message; each row lists
 * the plugin's route paths and menu keys.
 */
export default function DiagnosticsPage() {
  const { plugins, routes, menuItems } = useRegistry();
  const rows = useMemo(() => {
    // A failure of an earlier page load of this tab (the view opened by its address, a reload).
    const remembered = rememberedRenderFailures();
    return (plugins as PluginRecord[]).map((current): DiagnosticsRow => {
      const earlier = current.state === 'active' ? remembered[`${current.id}@${current.entry}`] : undefined;
      const record: PluginRecord = earlier ? { ...current, ...earlier, state: 'crashed' } : current;
      return {
        ...record,
        routePaths:
          record.state === 'active' || record.state === 'crashed' ? routes.filter((r) => r.pluginId === record.id).map((r) => `/${r.route.path}`) : [],
        menuKeys: record.state === 'active' || record.state === 'crashed' ? menuItems.filter((m) => m.pluginId === record.id).map((m) => m.item.key) : [],
      };
    });
  }, [plugins, routes, menuItems]);
  const column = texts.diagnosticsColumns;
  const columns = [
    { title: column.plugin, dataIndex: 'id' },
    { title: column.version, dataIndex: 'version' },
    { title: column.sdk, dataIndex: 'sdk' },
    {
      title: column.state,
      dataIndex: 'state',
      render: (state: PluginState) => <Tag color={STATE_COLOR[state]}>{texts.pluginStates[state]}</Tag>,
    },
    {
      title: column.contributions,
      dataIndex: 'counts',
      render: (counts: PluginRecord['counts'], row: DiagnosticsRow) => <ContributionList counts={counts} label={texts.contributionsOf(row.id)} />,
    },
    {
      title: column.routes,
      dataIndex: 'routePaths',
      render: (paths: string[], row: DiagnosticsRow) => <CodeList items={paths} label={texts.routesOf(row.id)} />,
    },
    {
      title: column.menuItems,
      dataIndex: 'menuKeys',
      render: (keys: string[], row: DiagnosticsRow) => <CodeList items={keys} label={texts.menuItemsOf(row.id)} />,
    },
    { title: column.reason, dataIndex: 'reason', render: (reason?: string) => reason ?? '—' },
    { title: column.entry, dataIndex: 'entry', render: (entry: string) => <code className="gr-code">{entry}</code> },
  ];
  return (
    <section className="gr-card" aria-labelledby="gr-diag-title">
      <h1 id="gr-diag-title" className="gr-page-title">
        {texts.diagnostics}
      </h1>
      {/* Wider than the page: the table scrolls sideways instead of squeezing its columns, in a region a
          keyboard can focus and scroll (axe: scrollable-region-focusable). */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <section aria-label={texts.diagnosticsList} tabIndex={0} style={SCROLL_X_STYLE}>
        <Table rowKey={(r) => `${r?.id}@${r?.entry}`} columns={columns} dataSource={rows} pagination={false} />
      </section>
    </section>
  );
}
