import { IllustrationNoContent } from '@douyinfe/semi-illustrations';
import type { ReactNode } from 'react';
import { texts } from '../texts';

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
  /** Text under the picture; defaults to 暂无数据 (SPEC §2 "Empty state"). */
  text?: ReactNode;
  /** `large` for a whole page, `default` inside a card or popover. */
  size?: 'large' | 'default';
  /** Actions under the text (e.g. a create button). */
  children?: ReactNode;
}

/** The generic empty view of SPEC §2: a picture and a text, 暂无数据 unless told otherwise. */
export function EmptyState({ text = texts.empty, size = 'large', children }: EmptyStateProps) {
  const side = size === 'large' ? 200 : 120;
  return (
    <div className={`gr-empty gr-empty-${size}`} data-size={size}>
      <IllustrationNoContent style={{ width: side, height: side }} aria-hidden="true" />
      <div className="gr-empty-text">{text}</div>
      {children}
    </div>
  );
}
