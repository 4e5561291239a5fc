import { lazy, type ReactNode, Suspense } from 'react';
import { texts } from '../texts';

/**
 * Props of {@link EmptyState}.
 * @public
 */
export interface EmptyStateProps {
  /** Text under the picture; defaults to 暂无数据 (SPEC §2 "Empty state"). */
  text?: ReactNode;
  /** `large` for a whole page, `default` inside a card or popover. */
  size?: 'large' | 'default';
  /** Actions under the text (e.g. a create button). */
  children?: ReactNode;
}

// The picture (9 KB of SVG paths) loads when an empty state is first shown, not with the first screen;
// its box keeps its size meanwhile, so nothing shifts.
const IllustrationNoContent = lazy(() => import('@douyinfe/semi-illustrations/lib/es/illustrations/IllustrationNoContent'));

/**
 * The generic empty view of SPEC §2: a picture and a text, 暂无数据 unless told otherwise. The
 * picture is only a picture: the "+" bubble Semi draws in it (which looked like a button and did
 * nothing, issue 24 §5) is left out (kit.css, `.gr-empty-picture`); actions go in `children`.
 * @public
 */
export function EmptyState({ text = texts.empty, size = 'large', children }: EmptyStateProps) {
  const side = size === 'large' ? 200 : 120;
  return (
    <div className={`gr-empty gr-empty-${size}`} data-size={size}>
      <span className="gr-empty-picture" aria-hidden="true">
        <Suspense fallback={<span style={{ display: 'block', width: side, height: side }} />}>
          <IllustrationNoContent style={{ width: side, height: side }} />
        </Suspense>
      </span>
      <div className="gr-empty-text">{text}</div>
      {children}
    </div>
  );
}
