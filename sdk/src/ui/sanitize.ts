import DOMPurify from 'dompurify';

/**
 * Sanitizes server HTML with DOMPurify: no scripts, no event handlers, no `javascript:` links, no
 * forms, and no inline styles (a `style` attribute can carry URLs and overlay the console).
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form'], FORBID_ATTR: ['style'] });
}
