import Tag from '@douyinfe/semi-ui/lib/es/tag';
import type { MarketingToolDetail } from '@greenroom/contracts';
import { EmptyState, ErrorState, Loading, RouteLink, useApi, useRemote } from '@greenroom/sdk';
import { PhoneFrame } from '@greenroom/sdk/kit';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { PreviewBlocks } from '../components/PreviewBlocks';
import { ToolDetails } from '../components/ToolDetails';
import '../marketing.css';
import { centerRef } from '../routes';
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

/**
 * `/admin/marketing-preview/{type}`: one tool as an attendee sees it on a phone (the server's preview
 * blocks in a phone frame, in the tool's colour) beside what it does and where it works. A type the
 * server does not know (404) is a not-found inside the page, with the way back to 营销中心.
 */
export default function MarketingPreviewPage() {
  const api = useApi();
  const type = useParams().type ?? '';
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
  const back = (
    <RouteLink className="gr-mk-back" to={centerRef}>
      ‹ {texts.back}
    </RouteLink>
  );
  let body: ReactNode;
  if (remote.error && !remote.data) body = <ErrorState text={texts.previewFailed} onRetry={remote.retry} size="large" />;
  else if (!remote.data || remote.loading) body = <Loading />;
  else if (!remote.data.tool) {
    body = (
      <section className="gr-card" aria-labelledby="gr-mk-missing">
        <EmptyState
          text={
            <h1 id="gr-mk-missing" className="gr-mk-missing-title">
              {texts.notFound}
            </h1>
          }
        >
          <p className="gr-muted">{texts.notFoundHint}</p>
          <RouteLink to={centerRef}>{texts.back}</RouteLink>
        </EmptyState>
      </section>
    );
  } else body = <Preview tool={remote.data.tool} />;
  return (
    <div className="gr-mk-preview-page">
      <nav aria-label={texts.title}>{back}</nav>
      {body}
    </div>
  );
}
