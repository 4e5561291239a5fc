import Radio from '@douyinfe/semi-ui/lib/es/radio';
import SideSheet from '@douyinfe/semi-ui/lib/es/sideSheet';
import type { MarketingTool } from '@greenroom/contracts';
import { EmptyState, ErrorState, Loading, useApi, useRemote } from '@greenroom/sdk';
import { enumParam, ListToolbar, SearchBox, useListQuery } from '@greenroom/sdk/kit';
import { useSearchParams } from 'react-router-dom';
import { ProductLinks } from '../components/ProductLinks';
import { ToolCard } from '../components/ToolCard';
import { ToolDetails } from '../components/ToolDetails';
import '../marketing.css';
import { texts } from '../texts';

const CATEGORIES = ['interaction', 'conversion', 'growth'] as const satisfies readonly MarketingTool['category'][];
const ALL = 'all';
/** The address parameter of the open 详情. */
const DETAIL_PARAM = 'tool';

/** Whether a tool matches the typed words: its name, summary, description or highlights. */
function matches(tool: MarketingTool, keyword: string): boolean {
  if (!keyword) return true;
  const needle = keyword.toLowerCase();
  return [tool.name, tool.summary, tool.description, ...tool.highlights].some((text) => text.toLowerCase().includes(needle));
}

/**
 * `/admin/marketing-center`: the catalogue of marketing tools from the server (`/api/marketing/tools`),
 * filtered by category and searched (both in the address), each tool with the products it works in and
 * whether the organiser's editions include it; 预览 opens its phone preview, 详情 (`?tool=`) its description;
 * 按产品查看 opens the tools of one product (`/marketing-preview/live` …).
 */
export default function MarketingCenterPage() {
  const api = useApi();
  const [query, setQuery] = useListQuery({ filters: { category: enumParam(CATEGORIES) } });
  const [params, setParams] = useSearchParams();
  const remote = useRemote(
    async (signal) => {
      const result = await api.get('/api/marketing/tools', { signal });
      return result.ok ? result.data : null;
    },
    [api],
  );
  const tools = remote.data ?? [];
  const category = query.filters.category;
  const shown = tools.filter((tool) => (!category || tool.category === category) && matches(tool, query.keyword));
  // The categories' names are the server's, in the order of the filter.
  const names = new Map(tools.map((tool) => [tool.category, tool.categoryName]));
  const detail = tools.find((tool) => tool.type === params.get(DETAIL_PARAM));

  const setDetail = (type: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (type) next.set(DETAIL_PARAM, type);
      else next.delete(DETAIL_PARAM);
      return next;
    });

  return (
    <section className="gr-card gr-mk-centre" aria-labelledby="gr-mk-title">
      <header className="gr-list-header">
        <h1 id="gr-mk-title" className="gr-page-title">
          {texts.title}
        </h1>
      </header>
      <p className="gr-muted gr-mk-intro">{texts.intro}</p>
      <ProductLinks />
      <ListToolbar label={texts.filters}>
        <Radio.Group
          type="button"
          aria-label={texts.categoryLabel}
          value={category ?? ALL}
          onChange={(event) => {
            const value = event.target.value as string;
            setQuery({ filters: { category: value === ALL ? undefined : (value as (typeof CATEGORIES)[number]) } });
          }}
        >
          <Radio value={ALL}>{texts.allCategories}</Radio>
          {CATEGORIES.filter((c) => names.has(c)).map((c) => (
            <Radio key={c} value={c}>
              {names.get(c)}
            </Radio>
          ))}
        </Radio.Group>
        <SearchBox value={query.keyword} placeholder={texts.search} onSearch={(keyword) => setQuery({ keyword })} />
        {remote.data ? <span className="gr-muted gr-toolbar-end">{texts.count(shown.length)}</span> : null}
      </ListToolbar>
      {remote.error && !remote.data ? (
        <ErrorState text={texts.loadFailed} onRetry={remote.retry} size="large" />
      ) : !remote.data ? (
        <Loading />
      ) : shown.length === 0 ? (
        <EmptyState text={texts.empty} />
      ) : (
        <ul className="gr-mk-cards" aria-label={texts.title}>
          {shown.map((tool) => (
            <ToolCard key={tool.type} tool={tool} onDetails={() => setDetail(tool.type)} />
          ))}
        </ul>
      )}
      <SideSheet title={detail?.name} visible={Boolean(detail)} onCancel={() => setDetail(null)} width={560} aria-label={detail?.name}>
        {detail ? <ToolDetails tool={detail} /> : null}
      </SideSheet>
    </section>
  );
}
