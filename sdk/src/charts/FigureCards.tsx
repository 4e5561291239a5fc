import { formatCount, formatPercent } from '../format';
import { ErrorState } from '../ui/ErrorState';
import type { ValueFormatter } from './options';
import { chartTexts } from './texts';

/**
 * One figure of a data screen: its value in the range and, when known, against the previous period.
 * @public
 */
export interface Figure {
  key: string;
  label: string;
  /** Null while it loads. */
  value: number | null;
  /** The change against the equally long period before, in percent; null when that period had none. Left out: no comparison. */
  rate?: number | null;
  /** How the value reads (counts by default; `formatMoneyFen` for amounts). */
  format?: ValueFormatter;
}

/**
 * Props of {@link FigureCards}.
 * @public
 */
export interface FigureCardsProps {
  figures: readonly Figure[];
  /** What the cards are of, for screen readers (浏览数据). */
  label: string;
  loading?: boolean;
  /** Failed and nothing to show: 数据加载失败 with 重试. */
  error?: boolean;
  onRetry?: () => void;
}

/**
 * A row of figure cards: the value large, the change against the previous period under it (↑ green, ↓ red).
 * @public
 */
export function FigureCards({ figures, label, loading = false, error = false, onRetry }: FigureCardsProps) {
  if (error && figures.every((figure) => figure.value === null)) return <ErrorState text={chartTexts.dataFailed} onRetry={onRetry} />;
  return (
    <ul className="gr-figures" aria-label={label} aria-busy={loading || undefined}>
      {figures.map((figure) => {
        const format = figure.format ?? formatCount;
        const trend = figure.rate == null ? 'none' : figure.rate > 0 ? 'up' : figure.rate < 0 ? 'down' : 'flat';
        return (
          <li key={figure.key} className="gr-figure">
            <span className="gr-figure-label">{figure.label}</span>
            <strong className="gr-figure-value">{figure.value === null ? '—' : format(figure.value)}</strong>
            {figure.rate === undefined ? null : (
              <span className={`gr-figure-rate gr-figure-${trend}`}>
                {figure.rate === null
                  ? chartTexts.noPrevious
                  : `${chartTexts.previous} ${trend === 'up' ? '↑' : trend === 'down' ? '↓' : ''}${formatPercent(Math.abs(figure.rate) / 100)}`}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
