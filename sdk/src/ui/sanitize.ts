import DOMPurify from 'dompurify';

/** Sanitizes server HTML with DOMPurify: no scripts, no event handlers, no `javascript:` links. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form'] });
}
