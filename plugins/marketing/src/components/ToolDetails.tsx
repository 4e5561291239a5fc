import type { MarketingTool } from '@greenroom/contracts';
import { texts } from '../texts';
import { AvailabilityTable } from './Availability';

/** What a tool does (its paragraphs), its highlights and where it works: the centre's 详情 and the preview's side. */
export function ToolDetails({ tool, headingLevel = 2 }: { tool: MarketingTool; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="gr-mk-details">
      <Heading>{texts.description}</Heading>
      {tool.description
        .split('\n')
        .filter((paragraph) => paragraph.trim())
        .map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      <Heading>{texts.highlights}</Heading>
      <ul className="gr-mk-highlights">
        {tool.highlights.map((highlight) => (
          <li key={highlight}>{highlight}</li>
        ))}
      </ul>
      <Heading>{texts.availability}</Heading>
      <AvailabilityTable availability={tool.availability} />
    </div>
  );
}
