/**
 * Generated images of the demo photo library (/api/person), so it looks real without a CDN:
 *   GET /demo-assets/person/photo/:n.svg[?portrait=1]         a landscape "photo" (the original)
 *   GET /demo-assets/person/photo/:n.jpg[?portrait=1]         its thumbnail, 320 × 240, a real JPEG
 *   GET /demo-assets/person/face/:n.svg                       a face crop of a person group
 * Thumbnails are raster images like a real photo service's: the browser decodes a JPEG off its main
 * thread, while an SVG is drawn on it — thousands of SVG thumbnails made the photo grid stutter
 * (issue 9: 8.8 frames per second while thumbnails load).
 */
import type { FastifyInstance } from 'fastify';
import jpeg from 'jpeg-js';
import { z } from 'zod';
import { sendSvg } from '../../lib/sendFile';
import { parseInput } from '../../lib/validate';

const fileParams = z.object({ file: z.string().regex(/^\d{1,4}\.(svg|jpg)$/, '必须是 <数字>.svg 或 <数字>.jpg') });
const photoQuery = z.object({
  size: z.enum(['thumb', 'full']).optional(),
  portrait: z.enum(['0', '1']).optional(),
});

/** Sky, sun and hills per scene: dawn, noon, sunset, night, sea, snow. */
const SCENES: { sky: [string, string]; sun: string; hills: [string, string, string] }[] = [
  { sky: ['#fbc2a4', '#fde9d9'], sun: '#fff3b0', hills: ['#9bb89a', '#6f9570', '#46704b'] },
  { sky: ['#6fb1fc', '#cde7ff'], sun: '#fffbe6', hills: ['#8fc79a', '#5fa36f', '#2f7a4a'] },
  { sky: ['#f46b45', '#eea849'], sun: '#ffe29a', hills: ['#a05a5a', '#7a3e4a', '#4e2638'] },
  { sky: ['#0f2027', '#2c5364'], sun: '#f5f3ce', hills: ['#2d3e50', '#1f2d3a', '#111a22'] },
  { sky: ['#89f7fe', '#66a6ff'], sun: '#ffffff', hills: ['#4facfe', '#2e86de', '#1b4f9c'] },
  { sky: ['#dfe9f3', '#ffffff'], sun: '#fefefe', hills: ['#e3ebf2', '#c5d3e0', '#9fb3c8'] },
];

const SKIN = ['#f6d5b8', '#eebd98', '#d9a07a', '#c68863'];
const HAIR = ['#2b1d16', '#4a3222', '#0f0f12', '#6b4a2f', '#8a8a8a'];
const BACKGROUND = ['#e8f3ec', '#e6eefc', '#fcefe6', '#f1eafc', '#e6f7f5', '#fdecef'];

/** The ridge of rolling hills through `n` + 1 points across the width, from a seed. */
function ridge(n: number, width: number, base: number, height: number, seed: number): [number, number][] {
  return Array.from({ length: n + 1 }, (_, i) => [
    Math.round((i / n) * width),
    Math.round(base - height * (0.5 + 0.5 * Math.sin(seed * 1.7 + i * 1.3 + (seed % 7)))),
  ]);
}

/** One demo photo: its scene, size (portrait or landscape), sun and three hill ridges, in a 400 × 300 (or 300 × 400) frame. */
function photoScene(n: number, portrait: boolean) {
  const scene = SCENES[n % SCENES.length] ?? (SCENES[0] as (typeof SCENES)[number]);
  const [w, h] = portrait ? [300, 400] : [400, 300];
  return {
    scene,
    w,
    h,
    sun: { x: 60 + ((n * 37) % (w - 120)), y: 50 + ((n * 13) % 60), r: 22 + (n % 14) },
    hills: [ridge(5, w, h * 0.62, 40, n), ridge(4, w, h * 0.74, 34, n + 3), ridge(3, w, h * 0.86, 26, n + 7)] as const,
    bottoms: [h * 0.62 + 40, h * 0.74 + 34, h * 0.86 + 26] as const,
  };
}

const hexColour = (hex: string): [number, number, number] => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];

/** The height of a ridge at x (straight lines between its points, as the SVG path draws it). */
function ridgeAt(points: readonly [number, number][], x: number): number {
  for (let i = 1; i < points.length; i++) {
    const [x0, y0] = points[i - 1] as [number, number];
    const [x1, y1] = points[i] as [number, number];
    if (x <= x1) return y0 + ((y1 - y0) * (x - x0)) / Math.max(1, x1 - x0);
  }
  return (points[points.length - 1] as [number, number])[1];
}

/** Thumbnail width of a landscape photo (portrait: its height), in pixels. */
export const THUMB_LONG_SIDE = 320;
const thumbCache = new Map<string, Buffer>();
const THUMB_CACHE_SIZE = 1200;

/** The demo photo `n` drawn into pixels and encoded as a JPEG (quality 80), remembered for the next request. */
export function photoThumbnail(n: number, portrait: boolean): Buffer {
  const key = `${n}:${portrait ? 'p' : 'l'}`;
  const cached = thumbCache.get(key);
  if (cached) return cached;
  const { scene, w, h, sun, hills } = photoScene(n, portrait);
  const scale = THUMB_LONG_SIDE / Math.max(w, h);
  const width = Math.round(w * scale);
  const height = Math.round(h * scale);
  const data = Buffer.alloc(width * height * 4);
  const [top, bottom] = [hexColour(scene.sky[0]), hexColour(scene.sky[1])];
  const sunColour = hexColour(scene.sun);
  const hillColours = scene.hills.map(hexColour);
  for (let px = 0; px < width; px++) {
    const x = px / scale;
    const ridges = hills.map((points) => ridgeAt(points, x));
    for (let py = 0; py < height; py++) {
      const y = py / scale;
      const t = y / h;
      let colour: [number, number, number] = [0, 1, 2].map((c) => Math.round((top[c] as number) * (1 - t) + (bottom[c] as number) * t)) as [
        number,
        number,
        number,
      ];
      const d = Math.hypot(x - sun.x, y - sun.y);
      if (d <= sun.r) colour = colour.map((c, i) => Math.round(c * 0.1 + (sunColour[i] as number) * 0.9)) as [number, number, number];
      for (let i = 0; i < ridges.length; i++) if (y >= (ridges[i] as number)) colour = hillColours[i] as [number, number, number];
      const o = (py * width + px) * 4;
      data[o] = colour[0];
      data[o + 1] = colour[1];
      data[o + 2] = colour[2];
      data[o + 3] = 255;
    }
  }
  const encoded = jpeg.encode({ data, width, height }, 80).data;
  if (thumbCache.size >= THUMB_CACHE_SIZE) thumbCache.delete(thumbCache.keys().next().value as string);
  thumbCache.set(key, encoded);
  return encoded;
}

const pathOf = (points: readonly [number, number][], bottom: number, width: number) =>
  `M0,${bottom} L${points.map(([x, y]) => `${x},${y}`).join(' L')} L${width},${bottom} Z`;

export async function personAssetRoutes(app: FastifyInstance): Promise<void> {
  app.get('/photo/:file', async (request, reply) => {
    const { file } = parseInput(fileParams, request.params);
    const query = parseInput(photoQuery, request.query);
    const n = Number.parseInt(file, 10);
    const portrait = query.portrait === '1';
    if (file.endsWith('.jpg')) {
      return reply
        .header('content-type', 'image/jpeg')
        .header('cache-control', 'public, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .send(photoThumbnail(n, portrait));
    }
    const { scene, w, h, sun, hills, bottoms } = photoScene(n, portrait);
    const scale = query.size === 'thumb' ? 0.8 : 4;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.round(w * scale)}" height="${Math.round(h * scale)}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${scene.sky[0]}"/><stop offset="1" stop-color="${scene.sky[1]}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#s)"/>
<circle cx="${sun.x}" cy="${sun.y}" r="${sun.r}" fill="${scene.sun}" opacity=".9"/>
${hills.map((points, i) => `<path d="${pathOf(points, bottoms[i] as number, w)}" fill="${scene.hills[i]}"/>`).join('\n')}
</svg>`;
    return sendSvg(reply, svg);
  });

  app.get('/face/:file', async (request, reply) => {
    const { file } = parseInput(fileParams, request.params);
    const n = Number.parseInt(file, 10);
    const skin = SKIN[n % SKIN.length];
    const hair = HAIR[(n >> 2) % HAIR.length];
    const bg = BACKGROUND[(n >> 4) % BACKGROUND.length];
    const long = n % 2 === 0;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">
<rect width="160" height="160" fill="${bg}"/>
${long ? `<path d="M38 78c0-34 18-52 42-52s42 18 42 52v50H38z" fill="${hair}"/>` : ''}
<ellipse cx="80" cy="82" rx="34" ry="40" fill="${skin}"/>
<path d="M44 70c2-28 18-42 36-42s34 14 36 42c-10-14-24-20-36-20s-26 6-36 20z" fill="${hair}"/>
<circle cx="67" cy="84" r="4" fill="#2b2b2b"/><circle cx="93" cy="84" r="4" fill="#2b2b2b"/>
<path d="M68 104c6 6 18 6 24 0" stroke="#b5533c" stroke-width="3" fill="none" stroke-linecap="round"/>
<path d="M30 160c6-24 26-36 50-36s44 12 50 36z" fill="${hair === '#8a8a8a' ? '#5b7db1' : '#3f8f6b'}"/>
</svg>`;
    return sendSvg(reply, svg);
  });
}
