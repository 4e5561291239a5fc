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
  title: string;
  /** Cover size in pixels; 64 × 36 (16:9) by default. */
  width?: number;
  height?: number;
}

/**
 * A list's title cell: a small cover beside the title.
 * @public
 */
export function CoverTitle({ cover, title, width = 64, height = 36 }: CoverTitleProps) {
  return (
    <span className="gr-title-cell">
      {cover ? <img src={cover} alt="" width={width} height={height} loading="lazy" /> : null}
      <span>{title}</span>
    </span>
  );
}
