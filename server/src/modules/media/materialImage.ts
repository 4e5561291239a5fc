/**
 * The picture of an image material (and the poster of a video material): a generated landscape
 * in the material's own size, varied by its id, so previews and thumbnails are real images
 * without storing any upload.
 */

const SKIES: [string, string, string][] = [
  ['#1e3a8a', '#60a5fa', '#1f8a4c'],
  ['#7c2d12', '#fdba74', '#365314'],
  ['#312e81', '#c4b5fd', '#0f766e'],
  ['#0c4a6e', '#7dd3fc', '#166534'],
  ['#831843', '#f9a8d4', '#3f6212'],
  ['#713f12', '#fde68a', '#14532d'],
];

function clampSize(value: number): number {
  return Math.max(16, Math.min(8192, Math.round(value)));
}

/** An SVG of `width`×`height`; `play` overlays a play button (video posters). */
export function materialSvg(id: number, width: number, height: number, play: boolean): string {
  const w = clampSize(width);
  const h = clampSize(height);
  const [top, bottom, land] = SKIES[id % SKIES.length] ?? SKIES[0] ?? ['#1e3a8a', '#60a5fa', '#1f8a4c'];
  const sunX = Math.round(w * (0.2 + ((id * 37) % 60) / 100));
  const sunR = Math.round(Math.min(w, h) * 0.09);
  const ridge = (base: number, step: number, seed: number) => {
    const points = [`0,${h}`];
    for (let i = 0; i <= 8; i++) {
      const x = Math.round((w * i) / 8);
      const y = Math.round(h * (base - (((seed + i * 53) % 17) / 100) * step));
      points.push(`${x},${y}`);
    }
    points.push(`${w},${h}`);
    return points.join(' ');
  };
  const r = Math.round(Math.min(w, h) * 0.12);
  const playButton = play
    ? `<circle cx="${w / 2}" cy="${h / 2}" r="${r}" fill="#000" opacity=".45"/>` +
      `<path d="M${w / 2 - r * 0.35} ${h / 2 - r * 0.5} L${w / 2 + r * 0.55} ${h / 2} L${w / 2 - r * 0.35} ${h / 2 + r * 0.5} Z" fill="#fff"/>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#sky)"/>
<circle cx="${sunX}" cy="${Math.round(h * 0.3)}" r="${sunR}" fill="#fff7d6" opacity=".9"/>
<polygon points="${ridge(0.62, 1.4, id)}" fill="${land}" opacity=".55"/>
<polygon points="${ridge(0.78, 1, id * 7)}" fill="${land}"/>
${playButton}
</svg>`;
}
