import type { MarketingPreviewBlock } from '@greenroom/contracts';

/** One block of the attendee's phone page; colours come from the frame's `--gr-phone-accent`. */
function Block({ block }: { block: MarketingPreviewBlock }) {
  switch (block.kind) {
    case 'banner':
      return (
        <div className="gr-mk-banner">
          <p className="gr-mk-banner-title">{block.title}</p>
          <p className="gr-mk-banner-subtitle">{block.subtitle}</p>
        </div>
      );
    case 'grid':
      return (
        <ul className="gr-mk-grid">
          {block.items.map((item) => (
            <li key={`${item.label}-${item.note}`}>
              <strong>{item.label}</strong>
              <span>{item.note}</span>
            </li>
          ))}
        </ul>
      );
    case 'list':
      return (
        <div className="gr-mk-panel">
          <p className="gr-mk-panel-title">{block.title}</p>
          <ul className="gr-mk-list">
            {block.items.map((item) => (
              <li key={`${item.label}-${item.value}`}>
                <span>{item.label}</span>
                <strong>{item.value}</strong>
              </li>
            ))}
          </ul>
        </div>
      );
    case 'progress':
      return (
        <div className="gr-mk-progress">
          <span className="gr-mk-progress-label">{block.label}</span>
          <div className="gr-mk-progress-track" role="progressbar" aria-label={block.label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={block.value}>
            <span style={{ width: `${block.value}%` }} />
          </div>
        </div>
      );
    case 'button':
      // A picture of the attendee's button: nothing to press in a preview.
      return <div className="gr-mk-cta">{block.text}</div>;
    case 'rules':
      return (
        <div className="gr-mk-panel">
          <p className="gr-mk-panel-title">{block.title}</p>
          <ol className="gr-mk-rules">
            {block.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ol>
        </div>
      );
    default:
      // A block kind this console does not know yet (a newer server): left out, the rest still shows.
      return null;
  }
}

/** The server's preview blocks, top to bottom, as the attendee's phone page. */
export function PreviewBlocks({ blocks }: { blocks: readonly MarketingPreviewBlock[] }) {
  return (
    <div className="gr-mk-phone-page">
      {blocks.map((block, index) => (
        <div key={index} data-block={block.kind}>
          <Block block={block} />
        </div>
      ))}
    </div>
  );
}
