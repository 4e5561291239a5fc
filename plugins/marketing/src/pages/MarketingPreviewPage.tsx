import Tag from '@douyinfe/semi-ui/lib/es/tag';
import type { MarketingTool, MarketingToolDetail } from '@greenroom/contracts';
import { EmptyState, ErrorState, Loading, RouteLink, useApi, useRemote, useRouteRef } from '@greenroom/sdk';
import { ListBackLink, PhoneFrame } from '@greenroom/sdk/kit';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { PreviewBlocks } from '../components/PreviewBlocks';
import { ProductLinks } from '../components/ProductLinks';
import { ToolCard } from '../components/ToolCard';
import { ToolDetails } from '../components/ToolDetails';
import '../marketing.css';
import { MARKETING_PRODUCTS, type MarketingProductType, productOfType } from '../products';
import { centerRef, previewRef } from '../routes';
import { texts } from '../texts';

/** What the preview shows: the tool, or null when the server has no such tool. */
type Found = { tool: MarketingToolDetail | null };

function Preview({ tool }: { tool: MarketingToolDetail }) {
  const { preview } = tool;
  return (
    <section className="gr-card gr-mk-preview" aria-labelledby="gr-mk-preview-title">
      <div className="gr-mk-preview-phone">
        <PhoneFrame label={texts.phone(tool.name)} title={preview.pageTitle} accent={preview.accent}>
          <PreviewBlocks blocks={preview.blocks} />
        </PhoneFrame>
        <p className="gr-muted">{texts.phoneHint}</p>
      </div>
      <div className="gr-mk-preview-info">
        <header className="gr-mk-card-head">
          <h1 id="gr-mk-preview-title" className="gr-page-title">
            {tool.name}
          </h1>
          <Tag color="blue">{tool.categoryName}</Tag>
        </header>
        <p className="gr-mk-summary">{tool.summary}</p>
        <ToolDetails tool={tool} />
      </div>
    </section>
  );
}

/** The catalogue (`/api/marketing/tools`), for a product's tools and for the list an unknown type offers. */
function useCatalogue() {
  const api = useApi();
  return useRemote(
    async (signal) => {
      const result = await api.get('/api/marketing/tools', { signal });
      return result.ok ? result.data : null;
    },
    [api],
  );
}

/** A catalogue that failed offers 重试; one on its way is loading. */
function catalogueState(remote: ReturnType<typeof useCatalogue>): ReactNode | null {
  if (remote.error && !remote.data) return <ErrorState text={texts.loadFailed} onRetry={remote.retry} size="large" />;
  if (!remote.data) return <Loading />;
  return null;
}

/**
 * `/marketing-preview/live|photo|event` (SPEC §2's address names a product): the tools that work in
 * that product, each with whether the organiser's editions include it there and its 预览.
 */
function ProductTools({ product }: { product: MarketingProductType }) {
  const remote = useCatalogue();
  const id = MARKETING_PRODUCTS[product];
  const tools = (remote.data ?? []).filter((tool) => tool.availability.some((entry) => entry.product === id));
  // The product's name as the server's catalogue gives it, else the console's.
  const name = tools[0]?.availability.find((entry) => entry.product === id)?.productName ?? texts.products[product];
  const waiting = catalogueState(remote);
  return (
    <section className="gr-card gr-mk-centre" aria-labelledby="gr-mk-product-title">
      <header className="gr-list-header">
        <h1 id="gr-mk-product-title" className="gr-page-title">
          {texts.productTitle(name)}
        </h1>
      </header>
      <ProductLinks current={product} />
      {waiting ??
        (tools.length === 0 ? (
          <EmptyState text={texts.productEmpty(name)} />
        ) : (
          <>
            <p className="gr-muted gr-mk-intro">{texts.productIntro(name, tools.length)}</p>
            <ul className="gr-mk-cards" aria-label={texts.productTitle(name)}>
              {tools.map((tool) => (
                <ToolCard key={tool.type} tool={tool} />
              ))}
            </ul>
          </>
        ))}
    </section>
  );
}

/** The tools there are, each a link to its preview: what an unknown type offers. */
function ToolList({ tools }: { tools: readonly MarketingTool[] }) {
  return (
    <ul className="gr-mk-tool-list" aria-label={texts.toolList}>
      {tools.map((tool) => (
        <li key={tool.type}>
          <RouteLink to={previewRef} params={{ type: tool.type }}>
            {tool.name}
          </RouteLink>
          <span className="gr-muted">{tool.summary}</span>
        </li>
      ))}
    </ul>
  );
}

/** A type the server does not know: said inside the page, with the tools there are and the way back. */
function MissingTool() {
  const remote = useCatalogue();
  return (
    <section className="gr-card gr-mk-missing" aria-labelledby="gr-mk-missing">
      <EmptyState
        text={
          <h1 id="gr-mk-missing" className="gr-mk-missing-title">
            {texts.notFound}
          </h1>
        }
      >
        <p className="gr-muted">{texts.notFoundHint}</p>
      </EmptyState>
      {catalogueState(remote) ?? <ToolList tools={remote.data ?? []} />}
      <ProductLinks />
      <RouteLink to={centerRef}>{texts.back}</RouteLink>
    </section>
  );
}

/** `/marketing-preview/{tool type}`: the tool's phone preview, or {@link MissingTool}. */
function ToolPreview({ type }: { type: string }) {
  const api = useApi();
  const remote = useRemote<Found>(
    async (signal) => {
      // Silent: an unknown type is answered in the page, not with a toast.
      const result = await api.get('/api/marketing/tools/{type}', { path: { type }, signal, silent: true });
      if (result.ok) return { tool: result.data };
      // 404: not in the catalogue; 400: not even a tool's name (upper case, digits…).
      return result.code === 404 || result.code === 400 || result.status === 404 ? { tool: null } : null;
    },
    [api, type],
  );
  if (remote.error && !remote.data) return <ErrorState text={texts.previewFailed} onRetry={remote.retry} size="large" />;
  if (!remote.data || remote.loading) return <Loading />;
  return remote.data.tool ? <Preview tool={remote.data.tool} /> : <MissingTool />;
}

/**
 * `/admin/marketing-preview/{type}`: a tool (`lottery`) as an attendee sees it on a phone (the
 * server's preview blocks in a phone frame, in the tool's colour) beside what it does and where it
 * works; a product (`live`, `photo`, `event`: SPEC §2's address) with the tools that work in it. A
 * type the server does not know (404) is a not-found inside the page listing the tools there are,
 * with the way back to 营销中心 (the kit's `ListBackLink`: to the centre with its category and search).
 */
export default function MarketingPreviewPage() {
  const type = useParams().type ?? '';
  const product = productOfType(type);
  // The way back is the kit's: to 营销中心 with the category and search it had (it is a kit list query).
  const center = useRouteRef(centerRef);
  return (
    <div className="gr-mk-preview-page">
      <nav aria-label={texts.title} className="gr-mk-back">
        <ListBackLink to={center()} text={texts.back} />
      </nav>
      {product ? <ProductTools key={product} product={product} /> : <ToolPreview type={type} />}
    </div>
  );
}
