import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { lazy, useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NETWORK_RESTORED_EVENT } from '../src/host';

type Handler = (params: unknown) => void;
const drawn: {
  options: unknown[];
  handlers: Record<string, Handler>;
  disposed: number;
  failNext: number;
  failWith: string;
  loads: number;
  /** The theme each chart was made with, then each theme it was switched to. */
  themes: unknown[];
} = {
  themes: [],
  options: [],
  handlers: {},
  disposed: 0,
  failNext: 0,
  failWith: 'chunk failed',
  loads: 0,
};

vi.mock('../src/charts/loadEcharts', () => {
  const init = (_element: unknown, theme: unknown) => ({
    _made: drawn.themes.push(theme),
    setTheme: (next: unknown) => {
      drawn.themes.push(next);
    },
    on: (name: string, handler: Handler) => {
      drawn.handlers[name] = handler;
    },
    setOption: (option: unknown) => {
      drawn.options.push(option);
      drawn.handlers.finished?.({});
    },
    resize: () => {},
    dispose: () => {
      drawn.disposed++;
    },
  });
  return {
    loadEcharts: () => {
      drawn.loads++;
      if (drawn.failNext === 0) return Promise.resolve({ init });
      drawn.failNext--;
      return Promise.reject(new Error(drawn.failWith));
    },
    loadChinaMap: () => Promise.resolve({ map: 'china', provinceNames: new Map([[440000, '广东']]) }),
  };
});

import {
  BarChart,
  barOption,
  FigureCards,
  LineChart,
  lineOption,
  mapOption,
  PieChart,
  ProvinceMap,
  parseDataRange,
  pieOption,
  presetDataRange,
  writeDataRange,
} from '../src/charts';
import { formatPercent } from '../src/format';
import { applyColorScheme } from '../src/i18n';

beforeEach(() => {
  drawn.themes = [];
  drawn.options = [];
  drawn.handlers = {};
  drawn.disposed = 0;
  drawn.failNext = 0;
});

const today = dayjs('2026-11-23');

describe('the data range in the address', () => {
  it('reads presets, a custom range, and falls back to 近7天 on anything invalid', () => {
    expect(parseDataRange(new URLSearchParams(''), today)).toEqual({ preset: '7d', start: '2026-11-17', end: '2026-11-23', days: 7 });
    expect(parseDataRange(new URLSearchParams('range=today'), today)).toMatchObject({ start: '2026-11-23', end: '2026-11-23', days: 1 });
    expect(parseDataRange(new URLSearchParams('range=90d'), today)).toMatchObject({ start: '2026-08-26', days: 90 });
    expect(parseDataRange(new URLSearchParams('from=2026-10-01&to=2026-10-31'), today)).toEqual({
      preset: 'custom',
      start: '2026-10-01',
      end: '2026-10-31',
      days: 31,
    });
    for (const bad of [
      'from=2026-10-31&to=2026-10-01',
      'from=2026-02-30&to=2026-03-01',
      'from=2026-11-01&to=2026-11-30',
      'from=2024-01-01&to=2026-01-01',
      'range=365d',
    ]) {
      expect(parseDataRange(new URLSearchParams(bad), today).preset).toBe('7d');
    }
  });

  it('writes only what differs from 近7天 and keeps other parameters', () => {
    expect(writeDataRange(new URLSearchParams('tab=live&range=30d'), presetDataRange('7d', today)).toString()).toBe('tab=live');
    expect(writeDataRange(new URLSearchParams('from=2026-10-01&to=2026-10-02'), presetDataRange('90d', today)).toString()).toBe('range=90d');
    expect(writeDataRange(new URLSearchParams('range=today'), { preset: 'custom', start: '2026-10-01', end: '2026-10-02' }).toString()).toBe(
      'from=2026-10-01&to=2026-10-02',
    );
  });
});

describe('chart options', () => {
  it('puts every day of every line on one axis, a missing day as 0, values in 万', () => {
    const option = lineOption([
      {
        name: '浏览量',
        points: [
          { date: '2026-11-01', value: 12000 },
          { date: '2026-11-02', value: 5 },
        ],
      },
      { name: '访客数', points: [{ date: '2026-11-02', value: 3 }] },
    ]);
    expect(option.xAxis.data).toEqual(['2026-11-01', '2026-11-02']);
    expect(option.series.map((s) => s.data)).toEqual([
      [12000, 5],
      [0, 3],
    ]);
    expect(option.yAxis.axisLabel.formatter(12000)).toBe('1.2万');
    expect(option.legend?.data).toEqual(['浏览量', '访客数']);
  });

  it('joins days with straight segments, and a line another runs over (half its segments or more) is drawn wider, with its own mark (订单数 = 下单人数)', () => {
    const days = (values: number[]) => values.map((value, i) => ({ date: `2026-11-0${i + 1}`, value }));
    const option = lineOption([
      { name: '订单数', points: days([0, 2, 2, 0, 1]) },
      { name: '退款单数', points: days([0, 0, 0, 0, 0]) },
      { name: '下单人数', points: days([0, 2, 2, 0, 1]) },
      { name: '浏览量', points: days([9, 0, 9, 0, 9]) },
    ]);
    expect(option.series.every((line) => line.smooth === false)).toBe(true);
    // 订单数 lies under 下单人数 everywhere and 退款单数 meets it on day 1 only (no segment): one line over it.
    // 退款单数 lies under 下单人数 on no segment; 浏览量 crosses the others at single days only.
    expect(option.series.map((line) => line.lineStyle.width)).toEqual([4.5, 2, 2, 2]);
    expect(option.series[0]?.symbolSize).toBeGreaterThan(option.series[2]?.symbolSize ?? 0);
    expect(new Set(option.series.map((line) => line.symbol)).size).toBe(4);
    const three = lineOption([
      { name: 'a', points: days([0, 0]) },
      { name: 'b', points: days([0, 0]) },
      { name: 'c', points: days([0, 0]) },
    ]);
    expect(three.series.map((line) => line.lineStyle.width)).toEqual([7, 4.5, 2]);
    // Meeting at 0 for one segment of four is not running over: 成交金额 keeps its width.
    const amounts = lineOption([
      { name: '成交金额', points: days([0, 0, 300, 0, 400]) },
      { name: '退款金额', points: days([0, 0, 0, 0, 0]) },
    ]);
    expect(amounts.series.map((line) => line.lineStyle.width)).toEqual([2, 2]);
  });

  it('draws a ranking with the first item on top and matches provinces by code', () => {
    const bar = barOption(
      [
        { name: 'A', value: 9 },
        { name: 'B', value: 4 },
      ],
      { name: '浏览量', horizontal: true },
    );
    expect(bar.yAxis).toMatchObject({ data: ['B', 'A'] });
    const map = mapOption({ map: 'china', provinceNames: new Map([[440000, '广东']]) }, [{ name: '广东省', code: 440000, value: 7 }], { name: '访客数' });
    expect(map.series[0].data).toEqual([{ name: '广东', value: 7, code: 440000 }]);
  });
});

describe('a chart', () => {
  it('shows loading, then draws lazily with the data also as a table, and marks itself painted', async () => {
    const { rerender, container } = render(<LineChart title="浏览趋势" series={null} />);
    expect(screen.getByText('图表加载中')).toBeTruthy();
    rerender(<LineChart title="浏览趋势" series={[{ name: '浏览量', points: [{ date: '2026-11-01', value: 123456 }] }]} />);
    await waitFor(() => expect(drawn.options).toHaveLength(1));
    const table = screen.getByRole('table');
    expect(table.textContent).toContain('浏览趋势（数据表）');
    expect(table.textContent).toContain('12.3万');
    await waitFor(() => expect(container.querySelector('[data-painted="true"]')).toBeTruthy());
  });

  it('says 暂无数据 for no data and offers 重试 when the data failed', () => {
    const retry = vi.fn();
    const { rerender } = render(<BarChart title="排行" valueName="浏览量" items={[]} />);
    expect(screen.getByText('暂无数据')).toBeTruthy();
    rerender(<PieChart title="平台" valueName="访客数" items={[{ name: '微信', value: 0 }]} />);
    expect(screen.getByText('暂无数据')).toBeTruthy();
    rerender(<BarChart title="排行" valueName="浏览量" items={null} error onRetry={retry} />);
    expect(screen.getByText('数据加载失败')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('offers 重试 when echarts itself failed to load, and draws after it', async () => {
    // Both the early fetch (on mount, while data loads) and the load to draw fail.
    drawn.failNext = 2;
    render(<BarChart title="排行" valueName="浏览量" items={[{ name: 'A', value: 1 }]} />);
    await screen.findByText('图表加载失败');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(drawn.options).toHaveLength(1));
  });

  it('issue 25: when the network is back the library is loaded quietly: the error and its 重试 stay (the same button) until it is in, and the chart is drawn then', async () => {
    // The early fetch, the load to draw, and the first load after the network came back fail.
    drawn.failNext = 3;
    render(<BarChart title="排行" valueName="浏览量" items={[{ name: 'A', value: 1 }]} />);
    await screen.findByText('图表加载失败');
    const button = screen.getByRole('button', { name: '重试' });
    act(() => void window.dispatchEvent(new Event(NETWORK_RESTORED_EVENT)));
    await waitFor(() => expect(drawn.failNext).toBe(0));
    await act(async () => {});
    expect(screen.getByRole('button', { name: '重试' })).toBe(button);
    expect(screen.queryByText('图表加载中')).toBeNull();
    expect(drawn.options).toHaveLength(0);
    act(() => void window.dispatchEvent(new Event(NETWORK_RESTORED_EVENT)));
    await waitFor(() => expect(drawn.options).toHaveLength(1));
    expect(screen.queryByText('图表加载失败')).toBeNull();
  });

  it('issue 24 §3: after a deploy removed echarts’ chunk (404), the chart asks to reload the console (刷新), not to retry forever', async () => {
    const chunk = `${location.origin}/admin/chunks/echartsSetup-OLD.js`;
    drawn.failNext = 2;
    drawn.failWith = `Failed to fetch dynamically imported module: ${chunk}`;
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      asked.push(url);
      return new Response(null, { status: 404 });
    });
    try {
      render(<BarChart title="排行" valueName="浏览量" items={[{ name: 'A', value: 1 }]} />);
      await screen.findByText('控制台已更新，请刷新页面后继续使用');
      expect(screen.getByRole('button', { name: '刷新' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
      expect(asked).toContain(chunk);
    } finally {
      vi.unstubAllGlobals();
      drawn.failWith = 'chunk failed';
      drawn.failNext = 0;
    }
  });

  it('selects a province by a click on the map or by its button', async () => {
    const select = vi.fn();
    const items = [
      { name: '广东省', code: 440000, value: 30 },
      { name: '北京市', code: 110000, value: 10 },
    ];
    render(<ProvinceMap title="地域分布" valueName="访客数" items={items} onItemClick={select} />);
    await waitFor(() => expect(drawn.options).toHaveLength(1));
    act(() => drawn.handlers.click({ dataIndex: 0, data: { code: 110000 } }));
    expect(select).toHaveBeenLastCalledWith(items[1]);
    fireEvent.click(screen.getByRole('button', { name: /广东省/ }));
    expect(select).toHaveBeenLastCalledWith(items[0]);
  });

  it('disposes the chart when it goes', async () => {
    const { unmount } = render(<BarChart title="排行" valueName="浏览量" items={[{ name: 'A', value: 1 }]} />);
    await waitFor(() => expect(drawn.options).toHaveLength(1));
    unmount();
    expect(drawn.disposed).toBe(1);
  });
});

describe('figure cards', () => {
  it('show the value and the change against the previous period', () => {
    render(
      <FigureCards
        label="浏览数据"
        figures={[
          { key: 'pv', label: '浏览量', value: 23456, rate: 12.5 },
          { key: 'uv', label: '访客数', value: 10, rate: -3 },
          { key: 'share', label: '分享', value: 4, rate: null },
        ]}
      />,
    );
    expect(screen.getByText('2.3万')).toBeTruthy();
    expect(screen.getByText('较上一周期 ↑12.5%')).toBeTruthy();
    expect(screen.getByText('较上一周期 ↓3.0%')).toBeTruthy();
    // Issue 24 §5: no previous figure to compare with reads —, never a change.
    expect(screen.getByText('较上一周期 —')).toBeTruthy();
  });
});

describe('echarts is fetched while the chart’s data still loads', () => {
  it('a chart whose data is loading already asks for the library', async () => {
    const before = drawn.loads;
    render(<BarChart title="排行" valueName="浏览量" items={[]} loading />);
    await waitFor(() => expect(drawn.loads).toBeGreaterThan(before));
    expect(drawn.options).toHaveLength(0);
  });
});

describe('issue 25: a page being left draws no chart', () => {
  it('a chart whose data comes while the router moves to another page is not drawn; back at its page, it is', async () => {
    const series = [{ name: '浏览量', points: [{ date: '2026-11-01', value: 10 }] }];
    let setData: (value: typeof series | null) => void = () => {};
    function Page() {
      const [data, set] = useState<typeof series | null>(null);
      setData = set;
      return <LineChart title="浏览趋势" series={data} />;
    }
    // The next page never arrives: the router has moved, the chart's page stays shown (a transition).
    const Next = lazy(() => new Promise<never>(() => {}));
    // Under a basename, as the console's router is (/admin).
    const router = createMemoryRouter(
      [
        { path: '/a', element: <Page /> },
        { path: '/b', element: <Next /> },
      ],
      { initialEntries: ['/admin/a'], basename: '/admin' },
    );
    render(<RouterProvider router={router} />);
    await act(async () => {
      await router.navigate('/b');
    });
    expect(router.state.location.pathname).toBe('/admin/b');
    act(() => setData(series));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.getByRole('img', { name: '浏览趋势' })).toBeTruthy();
    expect(drawn.options).toHaveLength(0);
    // The person comes back (Back, or a click on the page's own entry): the chart is drawn.
    await act(async () => {
      await router.navigate('/a');
    });
    await waitFor(() => expect(drawn.options).toHaveLength(1));
  });

  it('a chart drawn on its page as it stands: a range chosen on the page (the address moves with it) still draws it', async () => {
    const series = [{ name: '浏览量', points: [{ date: '2026-11-01', value: 10 }] }];
    const router = createMemoryRouter([{ path: '/a', element: <LineChart title="浏览趋势" series={series} /> }], {
      initialEntries: ['/admin/a'],
      basename: '/admin',
    });
    render(<RouterProvider router={router} />);
    await act(async () => {
      await router.navigate('/a?range=30d');
    });
    await waitFor(() => expect(drawn.options).toHaveLength(1));
  });
});

describe('issue 29: charts in English and dark', () => {
  afterEach(() => {
    document.documentElement.lang = '';
    applyColorScheme('light');
  });

  it('a chart on a dark page is made with echarts’ dark theme over a transparent background, with the lighter palette', async () => {
    applyColorScheme('dark');
    render(<LineChart title="Trend" series={[{ name: 'Views', points: [{ date: '2026-11-01', value: 3 }] }]} />);
    await waitFor(() => expect(drawn.options).toHaveLength(1));
    expect(drawn.themes).toEqual(['dark']);
    const option = drawn.options[0] as { backgroundColor: string; color: string[] };
    expect(option.backgroundColor).toBe('transparent');
    expect(option.color[0]).toBe('#5a9cff');
  });

  it('switches live when the person switches the scheme (useColorScheme), and back', async () => {
    render(<BarChart title="Ranking" valueName="Views" items={[{ name: 'A', value: 1 }]} />);
    await waitFor(() => expect(drawn.options).toHaveLength(1));
    expect(drawn.themes).toEqual([{}]);
    expect((drawn.options[0] as { color: string[] }).color[0]).toBe('#0064fa');
    act(() => applyColorScheme('dark'));
    await waitFor(() => expect(drawn.options).toHaveLength(2));
    expect(drawn.themes).toEqual([{}, 'dark']);
    expect((drawn.options[1] as { color: string[] }).color[0]).toBe('#5a9cff');
    act(() => applyColorScheme('light'));
    await waitFor(() => expect(drawn.options).toHaveLength(3));
    expect(drawn.themes).toEqual([{}, 'dark', {}]);
    expect(drawn.disposed).toBe(0);
  });

  it('the map’s colours follow the scheme: dark provinces and a dark-to-light range', async () => {
    const items = [{ name: '广东省', code: 440000, value: 30 }];
    const light = mapOption({ map: 'china', provinceNames: new Map([[440000, '广东']]) }, items, { name: 'Visitors' });
    const dark = mapOption({ map: 'china', provinceNames: new Map([[440000, '广东']]) }, items, { name: 'Visitors', scheme: 'dark' });
    expect(light.visualMap.inRange.color).toEqual(['#e6f0ff', '#0064fa']);
    expect(dark.visualMap.inRange.color).toEqual(['#1b2a44', '#5a9cff']);
    expect(dark.series[0].itemStyle.areaColor).toBe('#2e3238');
    applyColorScheme('dark');
    render(<ProvinceMap title="Regions" valueName="Visitors" items={items} />);
    await waitFor(() => expect(drawn.options).toHaveLength(1));
    expect((drawn.options[0] as typeof dark).visualMap.inRange.color).toEqual(['#1b2a44', '#5a9cff']);
  });

  it('texts in English: loading, empty, failure, the data table, tooltips and counts in K', async () => {
    document.documentElement.lang = 'en-US';
    const { rerender } = render(<LineChart title="Trend" series={null} />);
    expect(screen.getByText('Loading chart')).toBeTruthy();
    rerender(<LineChart title="Trend" series={[]} />);
    expect(screen.getByText('No data')).toBeTruthy();
    rerender(<LineChart title="Trend" series={[]} error onRetry={() => {}} />);
    expect(screen.getByText('The data failed to load')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    rerender(<LineChart title="Trend" series={[{ name: 'Views', points: [{ date: '2026-11-01', value: 123456 }] }]} />);
    await waitFor(() => expect(drawn.options).toHaveLength(1));
    expect(screen.getByRole('table').textContent).toContain('Trend (data table)');
    expect(screen.getByRole('table').textContent).toContain('123.4K');
    const pie = pieOption([{ name: 'Android', value: 1234 }], { name: 'Visitors' });
    expect(pie.tooltip.formatter({ name: 'Android', value: 1234, percent: 45 })).toBe('Android: 1,234 (45%)');
    // A slice's share has formatPercent's precision, as the figure it stands beside (商城数据's 购买转化率
    // said 0.5% beside a slice labelled 0.54%).
    expect(formatPercent(0.0054)).toBe('0.5%');
    expect(pie.series[0].percentPrecision).toBe(1);
    const map = mapOption({ map: 'china', provinceNames: new Map() }, [], { name: 'Visitors' });
    expect(map.tooltip.formatter({ name: 'Guangdong', value: 12_000 })).toBe('Guangdong: 12K');
    expect(document.body.textContent).not.toMatch(/[\u3400-\u9fff\u3000-\u303f\uff00-\uffef]/);
  });
});
