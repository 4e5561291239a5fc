// The charts as they are (echarts itself, no mock) in happy-dom, through the sdk's test setup: the
// canvas stub lets echarts draw (issue 27 §5).
import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BarChart, PieChart } from '../src/charts';

let errors: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  errors = vi.spyOn(console, 'error');
});
afterEach(() => errors.mockRestore());

describe('charts draw in a test without a mock (issue 27 §5)', () => {
  it('a bar chart and a pie chart finish drawing with echarts, and their data tables are there', async () => {
    render(
      <>
        <BarChart
          title="各问卷答卷数"
          valueName="答卷数"
          items={[
            { name: '客户满意度调查', value: 23456 },
            { name: '年会投票', value: 320 },
          ]}
        />
        <PieChart
          title="答卷来源"
          valueName="答卷数"
          items={[
            { name: '微信', value: 60 },
            { name: '网页', value: 40 },
          ]}
        />
      </>,
    );
    for (const name of ['各问卷答卷数', '答卷来源']) {
      const chart = await screen.findByRole('img', { name }, { timeout: 10_000 });
      await waitFor(() => expect(chart.dataset.painted).toBe('true'), { timeout: 10_000 });
    }
    const table = screen.getByRole('table', { name: /各问卷答卷数/ });
    expect(within(table).getByRole('row', { name: /客户满意度调查/ }).textContent).toContain('2.3万');
    expect(errors).not.toHaveBeenCalled();
  }, 20_000);
});
