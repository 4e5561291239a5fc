/**
 * The rich-text allow-list of the activity editors (issue 22 §1: a live's description), applied
 * by the server before it stores the HTML (the console sanitises again before showing it).
 *
 * Built on `sanitize-html` (htmlparser2, a real HTML parser: no DOM on the server). Kept:
 *   p br strong b em i u s ul ol li h2 h3 blockquote   without any attribute
 *   a[href]    http:, https: or mailto: only (absolute); `rel="noopener"` is set on every link.
 *              A link whose address is refused keeps its text, without the tag.
 *   img[src]   this server's own images only: `/api/upload/file/…` (uploads) or `/demo-assets/…`,
 *              as a path or under the public address; `alt` is kept. Any other image is dropped.
 * Everything else goes: other tags (their text stays, except script, style, textarea, option and
 * noscript, whose content goes too), comments, and every other attribute (on*, style, class, id,
 * target, srcset…).
 */
import sanitize from 'sanitize-html';

const TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'a', 'h2', 'h3', 'blockquote', 'img'];

/** An absolute web address or a mail address (relative links are not addresses an audience can follow). */
const LINK = /^(?:https?:\/\/[^\s/?#]+|mailto:[^\s]+)/i;

/** A path of safe characters only (no `..` segment, no escapes, no query), under one of the image folders. */
const IMAGE_PATH = /^\/(?:api\/upload\/file|demo-assets)\/[A-Za-z0-9_-][A-Za-z0-9._-]*(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

/** Whether `src` addresses an image of this server (uploads or demo assets), as a path or under `publicUrl`. */
export function isOwnImageSource(src: string, publicUrl: string): boolean {
  const path = publicUrl && src.startsWith(`${publicUrl}/`) ? src.slice(publicUrl.length) : src;
  return IMAGE_PATH.test(path) && !path.split('/').some((segment) => segment === '.' || segment === '..');
}

/** The description's HTML reduced to the allow-list above. `publicUrl`: this server's address, no trailing slash. */
export function sanitizeRichText(html: string, publicUrl: string): string {
  return sanitize(html, {
    allowedTags: TAGS,
    allowedAttributes: { a: ['href', 'rel'], img: ['src', 'alt'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    parseStyleAttributes: false,
    // Whatever rel the author wrote is replaced.
    transformTags: { a: sanitize.simpleTransform('a', { rel: 'noopener' }) },
    exclusiveFilter: (frame) => {
      if (frame.tag === 'a') return LINK.test((frame.attribs.href ?? '').trim()) ? false : 'excludeTag';
      if (frame.tag === 'img') return !isOwnImageSource((frame.attribs.src ?? '').trim(), publicUrl);
      return false;
    },
  });
}
