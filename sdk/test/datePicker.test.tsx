import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

// Issue 25: Semi's DatePicker (~40% of the screen kit) loads when first shown, not with every list.
// Each test takes a fresh copy of the module, whose picker is not loaded yet (the harness's setup
// loads the shared copy before the tests: tests/size and the end-to-end tests check the build).
const SEMI_DATE_PICKER = '@douyinfe/semi-ui/lib/es/datePicker';

async function freshDatePicker() {
  vi.resetModules();
  return import('../src/ui/DatePicker');
}

afterEach(() => {
  vi.doUnmock(SEMI_DATE_PICKER);
});

describe('the lazily loaded DatePicker (issue 25)', () => {
  it('shows a box of its width saying 加载中… until Semi’s picker is in, then the picker with its props', async () => {
    const { DatePicker } = await freshDatePicker();
    render(<DatePicker type="dateRange" aria-label="创建时间自定义" style={{ width: 260 }} />);
    const pending = screen.getByRole('status');
    expect(pending.textContent).toBe('加载中…');
    expect(pending.style.width).toBe('260px');
    await waitFor(() => expect(document.querySelector('.semi-datepicker')).not.toBeNull());
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('a picker that could not load offers 重试, which asks again (a lost request is not kept)', async () => {
    let fail = true;
    vi.doMock(SEMI_DATE_PICKER, async (importOriginal) => {
      if (fail) throw new Error('offline');
      return importOriginal();
    });
    const { DatePicker } = await freshDatePicker();
    render(<DatePicker type="dateTime" aria-label="结束时间" />);
    const retry = await screen.findByRole('button', { name: '重试' });
    expect(screen.getByText('内容加载失败，请重试')).toBeTruthy();
    fail = false;
    fireEvent.click(retry);
    await waitFor(() => expect(document.querySelector('.semi-datepicker')).not.toBeNull());
  });

  it('is loaded before hydration when the server’s HTML shows it, and named to the server for its stylesheet', async () => {
    vi.resetModules();
    const { preloadKitParts, kitModulesShown } = await import('../src/ui/EmptyState');
    const { datePickerLoaded } = await import('../src/ui/DatePicker');
    const root = document.createElement('div');
    root.innerHTML = '<div class="gr-list-toolbar"></div>';
    await preloadKitParts(root);
    expect(datePickerLoaded()).toBe(false);
    root.innerHTML = '<div class="semi-datepicker semi-datepicker-compact"></div>';
    await preloadKitParts(root);
    expect(datePickerLoaded()).toBe(true);
    expect(kitModulesShown(root.innerHTML)).toEqual([SEMI_DATE_PICKER]);
    expect(kitModulesShown('<table class="semi-table"></table>')).toEqual([]);
  });
});

describe('a date field whose picker is still loading (issue 25)', () => {
  it('DateTimeField: its label names the picker’s input once it is in, with the field’s described-by and invalid marks', async () => {
    vi.resetModules();
    const { DateTimeField } = await import('../src/kit');
    const { datePickerLoaded } = await import('../src/ui/DatePicker');
    expect(datePickerLoaded()).toBe(false);
    render(<DateTimeField name="endTime" label="结束时间" help="活动结束的时间" error="请选择结束时间" value={null} onChange={() => {}} />);
    expect(screen.getByRole('status').textContent).toBe('加载中…');
    const input = await screen.findByLabelText('结束时间');
    expect(input.tagName).toBe('INPUT');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBeTruthy();
  });
});

describe('a date-range filter (issue 25)', () => {
  it('DateRangeFilter: pointing at it starts loading the picker before 自定义 is chosen', async () => {
    vi.resetModules();
    const { DateRangeFilter } = await import('../src/kit');
    const { datePickerLoaded } = await import('../src/ui/DatePicker');
    const { container } = render(<DateRangeFilter value={null} onChange={() => {}} />);
    expect(datePickerLoaded()).toBe(false);
    const filter = container.querySelector('.gr-date-filter');
    if (!filter) throw new Error('no filter');
    fireEvent.pointerEnter(filter);
    await waitFor(() => expect(datePickerLoaded()).toBe(true));
  });
});
