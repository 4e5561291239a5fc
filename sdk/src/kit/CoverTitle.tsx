import { isValidElement, type ReactNode } from 'react';

/**
 * One fact of {@link CoverTitleProps.meta}: shown as it is, or, with a `label`, its value with the
 * label as its tooltip and read before it by a screen reader (a figure such as 00:10 says nothing alone).
 * @public
 */
export type CoverTitleFact = ReactNode | { label: string; value: ReactNode };

const isLabelled = (fact: CoverTitleFact): fact is { label: string; value: ReactNode } =>
  typeof fact === 'object' && fact !== null && !isValidElement(fact) && 'label' in fact;

/**
 * Props of {@link CoverTitle}.
 * @public
 */
export interface CoverTitleProps {
  /**
   * The cover image; nothing is drawn without one. A list gives its row's `coverThumbUrl` (an
   * upload's thumbnail, at most 400 px wide), never the original, which may be 40 megapixels.
   */
  cover?: string | null;
  /** The title: its text, or what edits it in place (a rename field). */
  title: ReactNode;
  /**
   * Short facts shown under the title, in this order, separated by a dot (a video's source,
   * duration and size): what would otherwise take a narrow column each, so that a list keeps every
   * fact in view at 1366 px (issue 25). Empty items are left out.
   */
  meta?: CoverTitleFact[];
  /** Cover size in pixels; 64 × 36 (16:9) by default. */
  width?: number;
  height?: number;
}

/**
 * A list's title cell: a small cover beside the title, and under it, when given, a line of short facts.
 * @public
 */
export function CoverTitle({ cover, title, meta, width = 64, height = 36 }: CoverTitleProps) {
  const facts = (meta ?? []).filter((fact) => fact !== null && fact !== undefined && fact !== false && fact !== '');
  return (
    <span className="gr-title-cell">
      {/* `loading` before `src`: React sets them in this order, and an image given its address first
          is fetched at once, before the row is even on the page (issue 25). */}
      {cover ? <img loading="lazy" src={cover} alt="" width={width} height={height} /> : null}
      {facts.length > 0 ? (
        <span className="gr-title-text">
          <span>{title}</span>
          <span className="gr-title-meta">
            {facts.map((fact, index) =>
              // The facts are fixed in number and order for a list's column: their place is their identity.
              isLabelled(fact) ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <span key={index} title={fact.label}>
                  <span className="gr-visually-hidden">{fact.label} </span>
                  {fact.value}
                </span>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <span key={index}>{fact}</span>
              ),
            )}
          </span>
        </span>
      ) : (
        <span>{title}</span>
      )}
    </span>
  );
}
