/**
 * Demo images referenced by the seed data: generated SVG covers and avatars,
 * so the console looks complete without any external CDN.
 *   GET /demo-assets/cover/:n.svg   16:9 gradient cover with a play mark (live broadcasts, videos)
 *   GET /demo-assets/album/:n.svg   the same with a picture mark (cloud-photography albums)
 *   GET /demo-assets/poster/:n.svg  the same with a calendar mark (events)
 *   GET /demo-assets/avatar/:n.svg  round avatar
 * The three covers share their gradient and circles by n; only the white mark differs, so an album
 * does not look like a video.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sendSvg } from '../lib/sendFile';
import { parseInput } from '../lib/validate';

const PALETTES: [string, string][] = [
  ['#1f8a4c', '#8fd3a8'],
  ['#2563eb', '#93c5fd'],
  ['#c2410c', '#fdba74'],
  ['#7c3aed', '#c4b5fd'],
  ['#0f766e', '#5eead4'],
  ['#be123c', '#fda4af'],
  ['#a16207', '#fde68a'],
  ['#334155', '#cbd5e1'],
];

const assetParams = z.object({ file: z.string().regex(/^\d{1,4}\.svg$/) });

function palette(file: string): [string, string] {
  const n = Number.parseInt(file, 10);
  return PALETTES[n % PALETTES.length] ?? ['#1f8a4c', '#8fd3a8'];
}

/** The white mark in the middle of a cover, by the kind of activity it stands for (see the file's comment). */
const COVER_MARKS = {
  cover: '<path d="M280 140 L380 180 L280 220 Z" fill="#ffffff"/>',
  album:
    '<g fill="none" stroke="#ffffff" stroke-width="8" stroke-linejoin="round"><rect x="262" y="132" width="116" height="96" rx="10"/></g>' +
    '<g fill="#ffffff"><circle cx="348" cy="158" r="10"/><path d="M270 220 L306 178 L330 204 L346 188 L370 220 Z"/></g>',
  poster:
    '<g fill="none" stroke="#ffffff" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"><rect x="266" y="138" width="108" height="92" rx="10"/><path d="M294 124 V148 M346 124 V148"/></g>' +
    '<g fill="#ffffff"><rect x="266" y="138" width="108" height="22" rx="6"/><rect x="284" y="176" width="16" height="14" rx="3"/><rect x="312" y="176" width="16" height="14" rx="3"/><rect x="340" y="176" width="16" height="14" rx="3"/><rect x="284" y="202" width="16" height="14" rx="3"/><rect x="312" y="202" width="16" height="14" rx="3"/></g>',
} as const;

/** The demo covers' folders (`/demo-assets/<kind>/<n>.svg`), which the editors accept as covers. */
export const DEMO_COVER_KINDS = Object.keys(COVER_MARKS) as (keyof typeof COVER_MARKS)[];

/** A 640 × 360 demo cover: the gradient and circles of n, and the mark of its kind. */
function coverSvg(file: string, mark: keyof typeof COVER_MARKS): string {
  const [dark, light] = palette(file);
  const n = Number.parseInt(file, 10);
  const cx = 120 + ((n * 97) % 400);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>
<rect width="640" height="360" fill="url(#g)"/>
<circle cx="${cx}" cy="120" r="140" fill="#ffffff" opacity=".12"/>
<circle cx="${640 - cx / 2}" cy="300" r="90" fill="#ffffff" opacity=".10"/>
<g opacity=".85">${COVER_MARKS[mark]}</g>
</svg>`;
}

export async function assetRoutes(app: FastifyInstance): Promise<void> {
  for (const mark of DEMO_COVER_KINDS) {
    app.get(`/${mark}/:file`, async (request, reply) => {
      const { file } = parseInput(assetParams, request.params);
      return sendSvg(reply, coverSvg(file, mark));
    });
  }

  app.get('/avatar/:file', async (request, reply) => {
    const { file } = parseInput(assetParams, request.params);
    const [dark, light] = palette(file);
    return sendSvg(
      reply,
      `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">
<rect width="128" height="128" rx="64" fill="${light}"/>
<circle cx="64" cy="50" r="22" fill="${dark}"/>
<path d="M24 112c6-22 22-34 40-34s34 12 40 34" fill="${dark}"/>
</svg>`,
    );
  });
}
