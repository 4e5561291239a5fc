import { texts } from '../texts';
/**
 * Props of {@link ViewersFigure}.
 * @public
 */
export interface ViewersFigureProps {
  /** Viewers online now. */
  online: number;
  /** The last minutes' points, oldest first (a sparkline is drawn when there are two or more). */
  series?: readonly number[];
  /** The label before the figure (在线人数). */
  label?: string;
}

const WIDTH = 120;
const HEIGHT = 28;

/**
 * A live figure — viewers online now — with a sparkline of the last 30 minutes (issue 26 §2).
 * The figure is announced politely to screen readers as it changes.
 * @public
 */
export function ViewersFigure({ online, series, label = texts.viewers }: ViewersFigureProps) {
  const points = series && series.length > 1 ? series : null;
  const max = points ? Math.max(1, ...points) : 1;
  const path = points
    ?.map(
      (value, index) =>
        `${index === 0 ? 'M' : 'L'}${((index / (points.length - 1)) * WIDTH).toFixed(1)},${(HEIGHT - 2 - (value / max) * (HEIGHT - 4)).toFixed(1)}`,
    )
    .join(' ');
  return (
    <span className="gr-viewers" data-online={online}>
      <span className="gr-viewers-label">{label}</span>{' '}
      <strong className="gr-viewers-count" role="status" aria-live="polite">
        {online}
      </strong>
      {path ? (
        <svg
          className="gr-viewers-spark"
          width={WIDTH}
          height={HEIGHT}
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          role="img"
          aria-label={texts.viewersTrend(label, points?.length ?? 0, max)}
        >
          <path d={path} fill="none" stroke="var(--semi-color-primary, #0064fa)" strokeWidth="1.5" />
        </svg>
      ) : null}
    </span>
  );
}
