import { useCallback } from 'react';
import { useNotify } from '../hooks';
import { kitTexts } from './texts';

/**
 * Copies a link to the clipboard and says so: `观看链接已复制` (named by `what`, 链接 by default), or —
 * when the browser refuses (no permission, an insecure page) — the link itself in the message, to copy
 * by hand. Answers whether it was copied. One behaviour for every 复制链接 of the console.
 *
 * ```tsx
 * const copy = useCopyLink();
 * { key: 'copy', text: '复制观看链接', onClick: (row) => void copy(watchLink(row), '观看链接') }
 * ```
 * @public
 */
export function useCopyLink(): (link: string, what?: string) => Promise<boolean> {
  const notify = useNotify();
  return useCallback(
    async (link: string, what: string = kitTexts.link) => {
      try {
        await navigator.clipboard.writeText(link);
        notify.success(kitTexts.linkCopied(what));
        return true;
      } catch {
        notify.error(kitTexts.copyFailed(link));
        return false;
      }
    },
    [notify],
  );
}
