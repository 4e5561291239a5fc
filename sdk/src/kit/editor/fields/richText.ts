// The rich text field's HTML rules: what a description may hold (what its toolbar makes), and
// how pasted text becomes that. Browser-only (a <template> parses), called from handlers.

/** The elements a description keeps; `a` keeps its `href` alone (http, https, mailto). */
const KEPT = new Set(['P', 'BR', 'STRONG', 'B', 'EM', 'I', 'U', 'H2', 'UL', 'OL', 'LI', 'A']);
/** Elements that become a paragraph or the one heading level, so their lines stay lines. */
const RENAMED: Record<string, string> = { DIV: 'P', H1: 'H2', H3: 'H2', H4: 'H2', H5: 'H2', H6: 'H2', BLOCKQUOTE: 'P' };
/** Elements left out with what they hold. */
const DROPPED = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'IFRAME', 'OBJECT', 'EMBED', 'IMG', 'VIDEO', 'AUDIO', 'SVG', 'MATH', 'HEAD', 'TITLE', 'META', 'LINK']);

/** An address a link may point at. */
export const isLinkAddress = (address: string) => /^(https?:\/\/[^\s]+|mailto:[^\s]+)$/i.test(address.trim());

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Plain text as paragraphs (a paste without HTML). */
export function textToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .filter((block) => block.trim() !== '')
    .map((block) => `<p>${escapeHtml(block).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** A link element's markup for an address typed with nothing selected. */
export const linkHtml = (address: string) => `<a href="${escapeHtml(address.trim())}">${escapeHtml(address.trim())}</a>`;

function tidy(node: Node, doc: Document): void {
  for (const child of [...node.childNodes]) {
    if (child.nodeType === 8) {
      child.remove();
      continue;
    }
    if (child.nodeType !== 1) continue;
    const element = child as Element;
    const tag = element.tagName.toUpperCase();
    if (DROPPED.has(tag)) {
      element.remove();
      continue;
    }
    tidy(element, doc);
    const renamed = RENAMED[tag];
    if (renamed) {
      const replacement = doc.createElement(renamed.toLowerCase());
      replacement.append(...element.childNodes);
      element.replaceWith(replacement);
      continue;
    }
    if (!KEPT.has(tag)) {
      element.replaceWith(...element.childNodes);
      continue;
    }
    const href = tag === 'A' ? element.getAttribute('href') : null;
    for (const attribute of [...element.attributes]) element.removeAttribute(attribute.name);
    if (tag === 'A') {
      if (href && isLinkAddress(href)) element.setAttribute('href', href.trim());
      else element.replaceWith(...element.childNodes);
    }
  }
}

/**
 * HTML as a description may hold it: sanitized by DOMPurify (`sanitize`), then only the toolbar's
 * elements kept (paragraphs, line breaks, bold, italic, underline, one heading level, lists,
 * links), without attributes but a link's address; the rest unwrapped (its text stays) or, for
 * media and scripts, left out.
 */
export function cleanHtml(html: string, sanitize: (html: string) => string): string {
  const template = document.createElement('template');
  template.innerHTML = sanitize(html);
  tidy(template.content, document);
  return template.innerHTML;
}

/** '' for an editor holding no text (the browser leaves `<br>` or `<p><br></p>` behind). */
export function normalizeHtml(root: HTMLElement): string {
  if ((root.textContent ?? '').trim() === '' && !root.querySelector('li')) return '';
  return root.innerHTML;
}
