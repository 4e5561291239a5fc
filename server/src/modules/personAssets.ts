/**
 * Generated images of the demo photo library (/api/person), so it looks real without a CDN:
 *   GET /demo-assets/person/photo/:n.svg[?size=thumb][&portrait=1]   a landscape "photo"
 *   GET /demo-assets/person/face/:n.svg                               a face crop of a person group
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../lib/validate';

const fileParams = z.object({ file: z.string().regex(/^\d{1,4}\.svg$/, '必须是 <数字>.svg') });
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

function sendSvg(reply: FastifyReply, svg: string) {
  return reply
    .header('content-type', 'image/svg+xml; charset=utf-8')
    .header('cache-control', 'public, max-age=86400')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    .header('x-content-type-options', 'nosniff')
    .send(svg);
}

/** Rolling hills through `n` points across the width, from a seed. */
function hill(n: number, width: number, base: number, height: number, seed: number): string {
  const points = Array.from({ length: n + 1 }, (_, i) => {
    const x = Math.round((i / n) * width);
    const y = Math.round(base - height * (0.5 + 0.5 * Math.sin(seed * 1.7 + i * 1.3 + (seed % 7))));
    return `${x},${y}`;
  });
  return `M0,${base + height} L${points.join(' L')} L${width},${base + height} Z`;
}

export async function personAssetRoutes(app: FastifyInstance): Promise<void> {
  app.get('/photo/:file', async (request, reply) => {
    const { file } = parseInput(fileParams, request.params);
    const query = parseInput(photoQuery, request.query);
    const n = Number.parseInt(file, 10);
    const scene = SCENES[n % SCENES.length] ?? SCENES[0];
    if (!scene) throw new Error('no scene');
    const portrait = query.portrait === '1';
    const [w, h] = portrait ? [300, 400] : [400, 300];
    const scale = query.size === 'thumb' ? 0.8 : 4;
    const sunX = 60 + ((n * 37) % (w - 120));
    const sunY = 50 + ((n * 13) % 60);
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.round(w * scale)}" height="${Math.round(h * scale)}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${scene.sky[0]}"/><stop offset="1" stop-color="${scene.sky[1]}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#s)"/>
<circle cx="${sunX}" cy="${sunY}" r="${22 + (n % 14)}" fill="${scene.sun}" opacity=".9"/>
<path d="${hill(5, w, h * 0.62, 40, n)}" fill="${scene.hills[0]}"/>
<path d="${hill(4, w, h * 0.74, 34, n + 3)}" fill="${scene.hills[1]}"/>
<path d="${hill(3, w, h * 0.86, 26, n + 7)}" fill="${scene.hills[2]}"/>
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
