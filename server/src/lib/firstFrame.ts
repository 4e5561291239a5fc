/**
 * The console's first frame (issue 14): the shell and the page at the address (the console home, a
 * list with its first rows), rendered here from the signed-in user's boot data by the host's
 * components and the console's own built plugins (dist/server/first-frame.js, built from
 * host/src/firstFrame), painted by the browser before any script runs and replaced by the console's
 * own render (docs/first-screen.md). The types between the two are host/src/firstFrame/contract.ts.
 */
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

import type { FirstFrameInput, FirstFrameRenderer, RedirectedFrame, RenderedFrame } from '../../../host/src/firstFrame/contract';

export type { FirstFrameInput, FirstFrameRenderer, RedirectedFrame, RenderedFrame };

/** The renderer built beside the server (`dist/server/first-frame.js`), or undefined when it was not built. */
export async function loadFirstFrame(file: string): Promise<FirstFrameRenderer | undefined> {
  if (!existsSync(file)) return undefined;
  const module = (await import(pathToFileURL(file).href)) as { renderFirstFrame?: FirstFrameRenderer };
  return typeof module.renderFirstFrame === 'function' ? module.renderFirstFrame : undefined;
}

/**
 * How many first frames are rendered at once (issue 21 §3). A render is CPU work on the one event
 * loop every request shares (25–100 ms, docs/first-screen.md): fifty pages at once kept /healthz and
 * every other user's calls waiting for seconds. A page that finds no free slot is sent without its
 * frame, not queued — the console then renders itself in the browser, as with GREENROOM_FIRST_FRAME=0.
 * Slots are this process's: `total` at once, `perSession` for any one session (or address).
 */
export class FrameSlots {
  private running = 0;
  private readonly byKey = new Map<string, number>();

  constructor(
    readonly total = 2,
    readonly perSession = 1,
  ) {}

  /** A slot for `key`, released by calling the function returned (once is enough), or null when none is free. */
  take(key: string): (() => void) | null {
    const mine = this.byKey.get(key) ?? 0;
    if (this.running >= this.total || mine >= this.perSession) return null;
    this.running++;
    this.byKey.set(key, mine + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.running--;
      const left = (this.byKey.get(key) ?? 1) - 1;
      if (left > 0) this.byKey.set(key, left);
      else this.byKey.delete(key);
    };
  }

  /** Renders in progress. */
  get busy(): number {
    return this.running;
  }
}

/**
 * The frame slots from GREENROOM_FIRST_FRAME_CONCURRENCY (renders at once in the process, default
 * 2; one per session in any case).
 */
export function frameSlotsFromEnv(env: NodeJS.ProcessEnv = process.env): FrameSlots {
  const value = env.GREENROOM_FIRST_FRAME_CONCURRENCY;
  if (value === undefined || value === '') return new FrameSlots();
  const total = Number(value);
  if (!Number.isInteger(total) || total < 1 || total > 64) throw new Error(`GREENROOM_FIRST_FRAME_CONCURRENCY 无效：${value}（应为 1 到 64 之间的整数）`);
  return new FrameSlots(total);
}

/** The placeholder of the built index.html's `#root`, which the frame replaces. */
const ROOT_PLACEHOLDER = /(<div id="root">)<div class="gr-boot"[^>]*>[^<]*<\/div>/;

/** The id of the empty element that ends a first frame (see {@link FRAME_END_EXPECT}). */
const FRAME_END_ID = 'gr-frame-end';

/**
 * Issue 25: the head's `<link rel=expect blocking=render>` naming the element that ends a first frame
 * ({@link withFirstFrame}): the browser draws no frame of the page until the whole of it is parsed.
 * Without it, Chromium's parser, yielding every few milliseconds on a slow device, let the page be laid
 * out and painted half parsed, two to five times, each a layout of most of the page (100–190 ms at
 * CPU ×4), before the one that counts. A page that ends without a frame unblocks as its parsing ends.
 * Browsers without `rel=expect` (Firefox, Safari) ignore it.
 */
export const FRAME_END_EXPECT = `<link rel="expect" href="#${FRAME_END_ID}" blocking="render">`;
const FRAME_END = `<template id="${FRAME_END_ID}"></template>`;

/**
 * Puts a rendered page into the page's `#root`, its inline `style` attributes moved into one
 * `<style>` element, since the console's policy allows no inline style attribute (`style-src 'self'`
 * plus that element's hash, which `consolePolicy` adds, or with `nonce` the page's nonce, which the
 * element then carries; docs/first-screen.md "Style attributes").
 * `hydrate` (issue 25): the HTML is the console's own first render, which the browser adopts
 * (`hydrateRoot`): placed as it is in `#root`, marked `data-gr-server` (the page's early-event script
 * keeps the clicks made before the console is live, main.tsx replays them), the style element beside
 * `#root`. Otherwise (a frame the browser replaces): wrapped inert (nothing in it answers a click or
 * takes the focus, and assistive technology skips it until the console's own render replaces it).
 * Either way the frame is followed by the empty element {@link FRAME_END_EXPECT} waits for.
 * Returns the page unchanged when it has no placeholder.
 */
export function withFirstFrame(page: string, frame: string, { hydrate = false, nonce }: { hydrate?: boolean; nonce?: string } = {}): string {
  if (!ROOT_PLACEHOLDER.test(page)) return page;
  const rules: string[] = [];
  const classOf = new Map<string, string>();
  const scope = hydrate ? '#root' : '[data-gr-frame]';
  const body = frame.replace(/ style="([^"]*)"/g, (_, escaped: string) => {
    const declarations = unescapeAttribute(escaped);
    // Declarations only: nothing that could close the rule or the element.
    if (/[<>{}]|\/\*/.test(declarations)) return '';
    let name = classOf.get(declarations);
    if (!name) {
      name = `gr-frame-s${classOf.size + 1}`;
      classOf.set(declarations, name);
      rules.push(`${scope} [data-gr-style~="${name}"]{${importantAll(declarations)}}`);
    }
    return ` data-gr-style="${name}"`;
  });
  // The page's nonce (console/page.ts `consolePolicy`): the policy was sent before this element existed.
  const open = nonce ? `<style data-gr-frame-style nonce="${nonce}">` : '<style data-gr-frame-style>';
  if (hydrate) {
    const style = `${open}${rules.join('')}</style>`;
    return page.replace(ROOT_PLACEHOLDER, () => `${style}<div id="root" data-gr-server>${body}</div>${FRAME_END}`);
  }
  const style = `${open}[data-gr-frame]{display:contents}${rules.join('')}</style>`;
  return page.replace(ROOT_PLACEHOLDER, (_, root: string) => `${root}${style}<div data-gr-frame inert>${body}</div>${FRAME_END}`);
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
