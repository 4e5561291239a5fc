/**
 * Issue 25 ("content painted ≤ 1.0 s" on a data screen): the server draws a chart rendered with its
 * data as SVG markup (echarts' server-side rendering), which the page carries in the chart's frame.
 */
import { barOption, inScheme, lineOption, pieOption } from '@greenroom/sdk/charts';
import { beforeAll, describe, expect, it } from 'vitest';
import { paintChart } from '../src/firstFrame/chartPainter';

const SIZE = { width: 544, height: 300 };

/** The painter, its echarts loaded (the first call suspends while it loads, as React expects). */
function paint(option: object): string | null {
  return paintChart(inScheme(option, 'light'), SIZE);
}

beforeAll(async () => {
  try {
    paintChart({}, SIZE);
  } catch (loading) {
    expect(loading).toBeInstanceOf(Promise);
    await loading;
  }
}, 30_000);

describe('the server’s charts (issue 25)', () => {
  it('a line chart is drawn with its data: its legend, its days and its scale, in a view box that scales to its frame', () => {
    const svg = paint(
      lineOption([
        {
          name: '浏览量',
          points: [
            { date: '2026-11-20', value: 10 },
            { date: '2026-11-21', value: 340 },
          ],
        },
        {
          name: '访客数',
          points: [
            { date: '2026-11-20', value: 8 },
            { date: '2026-11-21', value: 220 },
          ],
        },
      ]),
    );
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 544 300"/);
    for (const text of ['浏览量', '访客数', '11-20', '11-21', '350']) expect(svg).toContain(`>${text}</text>`);
    // Lines drawn (paths), no animation, no hover styles: the page's policy refuses a style element.
    expect((svg?.match(/<path /g) ?? []).length).toBeGreaterThan(5);
    expect(svg).not.toContain('<style');
    expect(svg).not.toContain('@keyframes');
  });

  it('bars and a ring are drawn with their names and shares', () => {
    const bars = paint(
      barOption(
        [
          { name: '年会直播', value: 906 },
          { name: '开学典礼', value: 120 },
        ],
        { name: '浏览量', horizontal: true },
      ),
    );
    expect(bars).toContain('>年会直播</text>');
    expect(bars).toContain('>开学典礼</text>');
    const ring = paint(
      pieOption(
        [
          { name: '微信', value: 3 },
          { name: 'H5', value: 1 },
        ],
        { name: '访客数' },
      ),
    );
    expect(ring).toContain('>微信</text>');
    expect(ring).toContain('>75%</text>');
  });

  it('a name cannot bring markup into the page: texts are escaped', () => {
    const svg = paint(barOption([{ name: '<img src=x onerror=alert(1)>"', value: 5 }], { name: '浏览量' }));
    expect(svg).not.toBeNull();
    expect(svg).not.toContain('<img');
    expect(svg).toContain('&lt;img');
  });
});
