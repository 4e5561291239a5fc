import Button from '@douyinfe/semi-ui/lib/es/button';
import Tag from '@douyinfe/semi-ui/lib/es/tag';
import type { MarketingTool } from '@greenroom/contracts';
import { RouteLink } from '@greenroom/sdk';
import { previewRef } from '../routes';
import { texts } from '../texts';
import { AvailabilityList } from './Availability';

/** One tool of the catalogue: name, category, what it does, where it works and whether it is included; 预览 and (given `onDetails`) 详情. */
export function ToolCard({ tool, onDetails }: { tool: MarketingTool; onDetails?: () => void }) {
  const titleId = `gr-mk-tool-${tool.type}`;
  return (
    <li className="gr-mk-card" data-included={tool.included}>
      <article aria-labelledby={titleId}>
        <header className="gr-mk-card-head">
          <h2 id={titleId}>{tool.name}</h2>
          <Tag color="blue" size="small">
            {tool.categoryName}
          </Tag>
        </header>
        <p className="gr-mk-summary">{tool.summary}</p>
        <p className="gr-mk-label">{texts.worksIn}</p>
        <AvailabilityList availability={tool.availability} label={texts.worksInLabel(tool.name)} />
        <footer className="gr-mk-card-actions">
          <RouteLink
            className="semi-button semi-button-primary semi-button-light gr-mk-link-button"
            to={previewRef}
            params={{ type: tool.type }}
            aria-label={texts.previewLabel(tool.name)}
          >
            {texts.preview}
          </RouteLink>
          {onDetails ? (
            <Button theme="borderless" aria-label={texts.detailsLabel(tool.name)} onClick={onDetails}>
              {texts.details}
            </Button>
          ) : null}
        </footer>
      </article>
    </li>
  );
}
