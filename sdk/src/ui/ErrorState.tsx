import { IconAlertCircle } from '@douyinfe/semi-icons';
import Button from '@douyinfe/semi-ui/lib/es/button';
import type { ReactNode } from 'react';
import { texts } from '../texts';

/**
 * Props of {@link ErrorState}.
 * @public
 */
export interface ErrorStateProps {
  /** What failed, e.g. 直播列表加载失败; a generic text by default. */
  text?: ReactNode;
  /** Called by the 重试 button; no button without it. */
  onRetry?: () => void;
  /** The button's text when it does something else than retry (刷新 for a chunk a deploy removed); 重试 by default. */
  retryText?: ReactNode;
  /** `large` for a whole page, `default` inside a card or widget. */
  size?: 'large' | 'default';
}

/**
 * (A small icon, not an illustration: this sits on the first screen's budget.)
 * What a screen shows instead of a white page when loading failed: a picture, what failed and 重试.
 * (The envelope client has already shown the server's reason as a toast.)
 * @public
 */
export function ErrorState({ text = texts.loadFailed, onRetry, retryText = texts.retry, size = 'default' }: ErrorStateProps) {
  return (
    <div className={`gr-empty gr-empty-${size}`} role="alert">
      <IconAlertCircle size={size === 'large' ? 'inherit' : 'extra-large'} className="gr-error-icon" aria-hidden="true" />
      <div className="gr-empty-text">{text}</div>
      {onRetry ? <Button onClick={onRetry}>{retryText}</Button> : null}
    </div>
  );
}
