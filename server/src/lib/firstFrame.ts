/**
 * The console's first frame (issue 14): the shell and the page at the address (the console home, a
 * list with its first rows), rendered here from the signed-in user's boot data by the host's
 * components and the console's own built plugins (dist/server/first-frame.js, built from
 * host/src/firstFrame), painted by the browser before any script runs and replaced by the console's
 * own render (docs/first-screen.md). The types between the two are host/src/firstFrame/contract.ts.
 */
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

import type { FirstFrameInput, FirstFrameRenderer, RenderedFrame } from '../../../host/src/firstFrame/contract';

export type { FirstFrameInput, FirstFrameRenderer, RenderedFrame };

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
