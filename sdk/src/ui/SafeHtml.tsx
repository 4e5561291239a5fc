import { useEffect, useState } from 'react';

/**
 * Loads the sanitizer on first use: DOMPurify stays off the first screen.
 * @public
 */
export const loadSanitizer = () => import('./sanitize').then((m) => m.sanitizeHtml);

/**
 * Renders server HTML (messages, notices) only after DOMPurify has sanitized it; nothing is shown
 * until then, so unsanitized markup never reaches the page.
 * @public
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const [clean, setClean] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void loadSanitizer().then((sanitize) => current && setClean(sanitize(html)));
    return () => {
      current = false;
    };
  }, [html]);
  if (clean === null) return <div className={className} aria-busy="true" />;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by DOMPurify just above
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
