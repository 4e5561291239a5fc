/**
 * Issue 25 ("content painted ≤ 1.0 s" on a data screen): the server renders a data screen with its
 * parts' answers and draws its first chart as SVG; the browser hydrates that HTML with the same
 * answers (no call), keeps the server's picture untouched until echarts has drawn the chart, then
 * drops it. echarts as it is (the sdk's test setup gives happy-dom a canvas that draws nothing).
 */
import { act, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LineChart, type LineSeries, useChartData } from '../src/charts';
import { type FrameData, FrameDataProvider, frameDataOnce } from '../src/host';

const SERIES: LineSeries[] = [
  {
    name: '浏览量',
    points: [
      { date: '2026-11-20', value: 10 },
      { date: '2026-11-21', value: 340 },
    ],
  },
];
const PICTURE = '<svg viewBox="0 0 544 300"><text>服务器画的浏览量</text></svg>';
const KEY = '/data/activity/live?range=30d#line';

function Screen({ load, paint = true }: { load: () => Promise<LineSeries[] | null>; paint?: boolean }) {
  const remote = useChartData('line', load, []);
  return <LineChart title="浏览趋势" series={remote.data} loading={remote.loading} error={remote.error} onRetry={remote.retry} paintWithPage={paint} />;
}

function mount(frameData: FrameData | null, load: () => Promise<LineSeries[] | null>, paint = true) {
  const router = createMemoryRouter([{ path: '/data/activity/live', element: <Screen load={load} paint={paint} /> }], {
    initialEntries: ['/data/activity/live?range=30d'],
  });
  return (
    <FrameDataProvider value={frameData}>
      <RouterProvider router={router} />
    </FrameDataProvider>
  );
}

/** The server's render: the part asks for its answer, then draws with it (React renders it again). */
async function serverHtml(paintChart: FrameData['paintChart'], paint = true) {
  const answers: Record<string, unknown> = {};
  const wanted = new Map<string, Promise<unknown>>();
  const server: FrameData = { take: (key) => answers[key], want: (key, get) => void wanted.set(key, get()), paintChart };
  const load = vi.fn(async () => SERIES);
  renderToString(mount(server, load, paint));
  expect([...wanted.keys()]).toEqual([KEY]);
  answers[KEY] = await wanted.get(KEY);
  return { html: renderToString(mount(server, load, paint)), answers };
}

let errors: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  // React's development build warns that layout effects do not run in a server render: expected here.
  const error = console.error;
  errors = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes('useLayoutEffect does nothing on the server')) error(...args);
  });
});
afterEach(() => errors.mockRestore());

describe('a data screen’s chart painted with the page (issue 25)', () => {
  it('on the server: the part’s answer is asked for by address and name, and the chart is drawn with it, without animation', async () => {
    const painted: object[] = [];
    const { html } = await serverHtml((option, size) => {
      painted.push(option);
      expect(size).toEqual({ width: 544, height: 300 });
      return PICTURE;
    });
    expect(html).toContain(`<div class="gr-chart-ssr" aria-hidden="true">${PICTURE}</div>`);
    expect(painted).toHaveLength(1);
    expect(painted[0]).toMatchObject({ animation: false, series: [{ name: '浏览量', data: [10, 340] }] });
    // Its data table is there too (what a screen reader reads), and no spinner over the picture.
    expect(html).toMatch(/<caption>浏览趋势(<!-- -->)?（数据表）<\/caption>/);
    expect(html).not.toContain('semi-spin-spinning');
  });

  it('a chart not marked `paintWithPage` is not drawn by the server: its loading state, as before', async () => {
    const paint = vi.fn(() => PICTURE);
    const { html } = await serverHtml(paint, false);
    expect(paint).not.toHaveBeenCalled();
    expect(html).not.toContain('gr-chart-ssr');
    expect(html).toMatch(/<caption>浏览趋势(<!-- -->)?（数据表）<\/caption>/);
  });

  it('in the browser: hydrated without an error or a call, the server’s picture kept as it is until echarts has drawn, then gone', async () => {
    const { html, answers } = await serverHtml(() => PICTURE);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const picture = container.querySelector('.gr-chart-ssr');
    const box = container.querySelector<HTMLElement>('.gr-chart-canvas');
    const recoverable: unknown[] = [];
    const load = vi.fn(async () => SERIES);
    const root = await act(async () => hydrateRoot(container, mount(frameDataOnce(answers), load), { onRecoverableError: (error) => recoverable.push(error) }));
    expect(recoverable).toEqual([]);
    // Adopted, not rebuilt: the same elements, the server's SVG inside.
    expect(container.querySelector('.gr-chart-ssr')).toBe(picture);
    expect(container.querySelector('.gr-chart-canvas')).toBe(box);
    await waitFor(() => expect(box?.dataset.painted).toBe('true'), { timeout: 10_000 });
    await waitFor(() => expect(container.querySelector('.gr-chart-ssr')).toBeNull());
    expect(load).not.toHaveBeenCalled();
    expect(errors.mock.calls.filter((call: unknown[]) => !String(call[0]).includes('useLayoutEffect does nothing on the server'))).toEqual([]);
    act(() => root.unmount());
    container.remove();
  });
});
