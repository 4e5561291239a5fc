/**
 * The console's first frame (issue 14): the shell and the console home, rendered here from the
 * signed-in user's boot data by the host's own components (dist/server/first-frame.js, built from
 * host/src/firstFrame), painted by the browser before any script runs and replaced by the console's
 * own render. The page's largest content (the latest messages) is then on screen once the page and
 * its stylesheet are in, instead of after the scripts have loaded and run (docs/first-screen.md).
 */
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** What the renderer needs (host/src/firstFrame/renderFirstFrame.tsx has the full story). */
export interface FirstFrameInput {
  /** The page's public address. */
  url: string;
  /** The boot data, as JSON. */
  bootJson: string;
  /** The request's cookies (the layout). */
  cookie: string | undefined;
  /** The page's plugin listing (JSON) and where an enabled entry built with the console is (null otherwise). */
  plugins?: { listingJson: string; fileOf: (url: string) => string | null; dir: string };
  /** A GET of the API as the signed-in user, answered in-process. */
  get?: (url: string) => Promise<{ status: number; body: unknown }>;
}

/** A rendered frame: its HTML, the answers its lists were drawn with (by page address), the plugin page module it shows. */
export interface RenderedFrame {
  html: string;
  data: Record<string, unknown>;
  pageModule: string | null;
}

/** Renders a page's first frame, or null when it cannot be faithful (no layout cookie, a redirecting address). */
export type FirstFrameRenderer = (input: FirstFrameInput) => Promise<RenderedFrame | null>;

/** The renderer built beside the server (`dist/server/first-frame.js`), or undefined when it was not built. */
export async function loadFirstFrame(file: string): Promise<FirstFrameRenderer | undefined> {
  if (!existsSync(file)) return undefined;
  const module = (await import(pathToFileURL(file).href)) as { renderFirstFrame?: FirstFrameRenderer };
  return typeof module.renderFirstFrame === 'function' ? module.renderFirstFrame : undefined;
}

/** The placeholder of the built index.html's `#root`, which the frame replaces. */
const ROOT_PLACEHOLDER = /(<div id="root">)<div class="gr-boot"[^>]*>[^<]*<\/div>/;

/**
 * Puts a rendered frame into the page's `#root`: inert (nothing in it answers a click or takes the
 * focus, and assistive technology skips it until the console's own render replaces it), its inline
 * `style` attributes moved into one `<style>` element, since the console's policy allows no inline
 * style attribute (`style-src 'self'` plus the hash of that element, which `consolePolicy` adds).
 * Returns the page unchanged when it has no placeholder.
 */
export function withFirstFrame(page: string, frame: string): string {
  if (!ROOT_PLACEHOLDER.test(page)) return page;
  const rules: string[] = [];
  const classOf = new Map<string, string>();
  const body = frame.replace(/ style="([^"]*)"/g, (_, escaped: string) => {
    const declarations = unescapeAttribute(escaped);
    // Declarations only: nothing that could close the rule or the element.
    if (/[<>{}]|\/\*/.test(declarations)) return '';
    let name = classOf.get(declarations);
    if (!name) {
      name = `gr-frame-s${classOf.size + 1}`;
      classOf.set(declarations, name);
      rules.push(`[data-gr-frame] [data-gr-style~="${name}"]{${importantAll(declarations)}}`);
    }
    return ` data-gr-style="${name}"`;
  });
  const style = `<style data-gr-frame-style>[data-gr-frame]{display:contents}${rules.join('')}</style>`;
  return page.replace(ROOT_PLACEHOLDER, (_, open: string) => `${open}${style}<div data-gr-frame inert>${body}</div>`);
}

/** `width:220px;min-width:0` → `width:220px !important;min-width:0 !important`: as strong as the attribute was. */
function importantAll(declarations: string): string {
  return declarations
    .split(';')
    .map((d) => d.trim())
    .filter(Boolean)
    .map((d) => `${d} !important`)
    .join(';');
}

/** The entities React writes in an attribute value, back to their characters. */
function unescapeAttribute(value: string): string {
  return value.replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');
}
