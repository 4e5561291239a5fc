/**
 * Issue 29 "Dark mode": what of a page is painted light while it should be dark. Two detectors, as a
 * light surface shows in two ways:
 *
 * - {@link lightBackgrounds} reads the DOM: an element whose own background colour is light (relative
 *   luminance ≥ {@link LIGHT}, mostly opaque) over a noticeable area (≥ {@link AREA} px², a 50 × 50
 *   square) — a hard-coded `#fff`, `#f5f5f5`… Named by its element, so the report says what to fix.
 * - {@link brightAreas} reads the screenshot's pixels: a connected bright region (≥ {@link AREA} px²
 *   of {@link BLOCK}-px blocks each almost all light pixels) — what the DOM does not tell: the
 *   canvas behind a transparent body, an SVG fill, a gradient, a box-shadow.
 *
 * Images, videos, canvases, frames and elements painted by a picture (`background-image: url()`)
 * are aside in both (their content is the person's photos, and the design in both themes), as are
 * their contents; so is the phone preview of an attendee's page ({@link PICTURES}). Text is thin: light text on a dark surface never fills a block.
 */
import type { Page } from 'playwright-core';
import sharp from 'sharp';

/** A surface is light from this relative luminance (WCAG's; white 1, Semi's light grey #f9f9f9 0.95, dark bg-0 #16161a 0.008). */
export const LIGHT = 0.4;
/** A noticeable area, px² (a 50 × 50 square): smaller light things (a switch's knob, a badge) are the design. */
export const AREA = 2500;
/** The pixel detector's block, px. */
export const BLOCK = 10;
/** A block is bright when this share of its pixels is light. */
const BRIGHT_SHARE = 0.95;

/**
 * What is aside: pictures and what is inside them, and the phone preview's screen (`.gr-phone-screen`,
 * the sdk's PhoneFrame): it shows the page an attendee gets on their phone, which is light whatever
 * the organiser's console looks like — a picture of that page, faithful in both themes.
 */
const PICTURES = 'img, video, canvas, iframe, picture, object, embed, .gr-phone-screen';

/** A light surface found: where and how big. */
export interface Surface {
  where: string;
  /** Its colour (DOM) or its bounding box (pixels). */
  what: string;
  area: number;
}

/** The DOM detector: elements painted light by their own background colour (see the file's comment). */
export async function lightBackgrounds(page: Page, scope = 'body'): Promise<Surface[]> {
  return page.evaluate(
    ([selector, light, area, pictures]) => {
      const root = document.querySelector(selector);
      if (!root) return [];
      const linear = (channel: number) => {
        const c = channel / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      const describe = (element: Element) => {
        const id = element.id ? `#${element.id}` : '';
        const classes = [...element.classList]
          .slice(0, 3)
          .map((name) => `.${name}`)
          .join('');
        const parent = element.parentElement;
        const parentClass = parent ? [...parent.classList].find((name) => name.startsWith('gr-') || name.startsWith('semi-')) : undefined;
        return `${parent ? `${parent.tagName.toLowerCase()}${parentClass ? `.${parentClass}` : ''} > ` : ''}${element.tagName.toLowerCase()}${id}${classes}`;
      };
      const found: { where: string; what: string; area: number }[] = [];
      const reported: Element[] = [];
      for (const element of [root, ...root.querySelectorAll('*')]) {
        if (element.closest(pictures)) continue;
        // What lies inside a reported surface adds nothing: the outermost is reported.
        if (reported.some((outer) => outer.contains(element))) continue;
        const style = getComputedStyle(element);
        if (style.backgroundImage.includes('url(')) continue;
        const match = /rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)/.exec(style.backgroundColor);
        if (!match) continue;
        const alpha = match[4] === undefined ? 1 : Number(match[4]);
        if (alpha < 0.5) continue;
        const luminance = 0.2126 * linear(Number(match[1])) + 0.7152 * linear(Number(match[2])) + 0.0722 * linear(Number(match[3]));
        if (luminance < light) continue;
        if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
        const rect = element.getBoundingClientRect();
        const size = Math.round(rect.width * rect.height);
        if (size < area) continue;
        found.push({ where: describe(element), what: style.backgroundColor, area: size });
        reported.push(element);
      }
      return found;
    },
    [scope, LIGHT, AREA, PICTURES] as const,
  );
}

/** The rectangles of the pictures on the page (viewport coordinates), left out of {@link brightAreas}. */
async function pictureRects(page: Page) {
  return page.evaluate((pictures) => {
    const rects: { x: number; y: number; width: number; height: number }[] = [];
    for (const element of document.querySelectorAll('*')) {
      const picture = element.matches(pictures) || getComputedStyle(element).backgroundImage.includes('url(');
      if (!picture) continue;
      const rect = element.getBoundingClientRect();
      if (rect.width > 0 && rect.height > 0) rects.push({ x: rect.x, y: rect.y, width: rect.width, height: rect.height });
    }
    return rects;
  }, PICTURES);
}

/**
 * The pixel detector: the bright regions of the viewport's screenshot (or of its part `clip`),
 * pictures aside (see the file's comment). Regions are given in the viewport's coordinates.
 */
export async function brightAreas(page: Page, clip?: { x: number; y: number; width: number; height: number }): Promise<Surface[]> {
  const [png, pictures] = await Promise.all([page.screenshot({ animations: 'disabled', caret: 'hide', clip }), pictureRects(page)]);
  const dx = clip?.x ?? 0;
  const dy = clip?.y ?? 0;
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const { width, height, channels } = info;
  // Relative luminance by 8-bit channel, once.
  const linear = Array.from({ length: 256 }, (_, value) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const columns = Math.floor(width / BLOCK);
  const rows = Math.floor(height / BLOCK);
  const bright = new Uint8Array(columns * rows);
  const covered = (x: number, y: number) => pictures.some((r) => x + dx >= r.x && x + dx < r.x + r.width && y + dy >= r.y && y + dy < r.y + r.height);
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      const x0 = column * BLOCK;
      const y0 = row * BLOCK;
      if (covered(x0 + BLOCK / 2, y0 + BLOCK / 2)) continue;
      let light = 0;
      for (let y = y0; y < y0 + BLOCK; y++) {
        for (let x = x0; x < x0 + BLOCK; x++) {
          const i = (y * width + x) * channels;
          const luminance = 0.2126 * linear[data[i]] + 0.7152 * linear[data[i + 1]] + 0.0722 * linear[data[i + 2]];
          if (luminance >= LIGHT) light++;
        }
      }
      if (light >= BRIGHT_SHARE * BLOCK * BLOCK) bright[row * columns + column] = 1;
    }
  }
  // Connected regions of bright blocks (4-neighbours).
  const regions: { left: number; top: number; right: number; bottom: number; blocks: number; start: number }[] = [];
  const seen = new Uint8Array(bright.length);
  for (let start = 0; start < bright.length; start++) {
    if (!bright[start] || seen[start]) continue;
    const region = { left: columns, top: rows, right: 0, bottom: 0, blocks: 0, start };
    const stack = [start];
    seen[start] = 1;
    while (stack.length) {
      const index = stack.pop() as number;
      const column = index % columns;
      const row = (index - column) / columns;
      region.blocks++;
      region.left = Math.min(region.left, column);
      region.right = Math.max(region.right, column);
      region.top = Math.min(region.top, row);
      region.bottom = Math.max(region.bottom, row);
      const neighbours = [
        column > 0 ? index - 1 : -1,
        column < columns - 1 ? index + 1 : -1,
        row > 0 ? index - columns : -1,
        row < rows - 1 ? index + columns : -1,
      ];
      for (const next of neighbours) {
        if (next >= 0 && bright[next] && !seen[next]) {
          seen[next] = 1;
          stack.push(next);
        }
      }
    }
    if (region.blocks * BLOCK * BLOCK >= AREA) regions.push(region);
  }
  // Each region named by the element painted at the centre of its first bright block.
  return Promise.all(
    regions.map(async (region) => {
      const box = {
        x: Math.round(dx + region.left * BLOCK),
        y: Math.round(dy + region.top * BLOCK),
        width: (region.right - region.left + 1) * BLOCK,
        height: (region.bottom - region.top + 1) * BLOCK,
      };
      const where = await page.evaluate(
        ([x, y]) => {
          const element = document.elementFromPoint(x, y);
          if (!element) return '(nothing)';
          const classes = [...element.classList]
            .slice(0, 3)
            .map((name) => `.${name}`)
            .join('');
          return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${classes}`;
        },
        [dx + (region.start % columns) * BLOCK + BLOCK / 2, dy + Math.floor(region.start / columns) * BLOCK + BLOCK / 2] as const,
      );
      return { where, what: `${box.width}×${box.height} at (${box.x}, ${box.y})`, area: region.blocks * BLOCK * BLOCK };
    }),
  );
}
