import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePolling } from '../src/kit';

interface Task {
  status: 'pending' | 'processing' | 'done';
}

/** A load whose answers the test hands out one by one; every call records its abort signal. */
function serverOf(...answers: (Task | null)[]) {
  const signals: AbortSignal[] = [];
  const load = vi.fn((signal: AbortSignal) => {
    signals.push(signal);
    return Promise.resolve(answers.length > 1 ? (answers.shift() ?? null) : (answers[0] ?? null));
  });
  return { load, signals };
}

/** A load that answers only when the test says so. */
function deferredServer() {
  const pending: { signal: AbortSignal; answer: (task: Task | null) => void }[] = [];
  const load = vi.fn((signal: AbortSignal) => new Promise<Task | null>((answer) => pending.push({ signal, answer })));
  return { load, pending };
}

const running = (task: Task) => task.status !== 'done';
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

let visibility: DocumentVisibilityState = 'visible';
function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  return act(async () => {
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});

afterEach(() => {
  vi.useRealTimers();
  // Back to happy-dom's own getter on the prototype.
  delete (document as { visibilityState?: DocumentVisibilityState }).visibilityState;
});

describe('usePolling — a long task followed until it is done', () => {
  it('loads at once, then every interval while the task runs, and stops when `while` turns false', async () => {
    const { load } = serverOf({ status: 'pending' }, { status: 'processing' }, { status: 'done' });
    const { result } = renderHook(() => usePolling(load, { interval: 1000, while: running }));
    await advance(0);
    expect(load).toHaveBeenCalledTimes(1);
    expect(result.current.data).toEqual({ status: 'pending' });

    await advance(999);
    expect(load).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(load).toHaveBeenCalledTimes(2);
    expect(result.current.data).toEqual({ status: 'processing' });

    await advance(1000);
    expect(result.current.data).toEqual({ status: 'done' });
    await advance(10_000);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('waits 2 seconds by default and polls for ever without `while`', async () => {
    const { load } = serverOf({ status: 'done' });
    renderHook(() => usePolling(load));
    await advance(0);
    await advance(2000 * 3);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('loads nothing while disabled, and at once when enabled', async () => {
    const { load } = serverOf({ status: 'pending' });
    const { rerender } = renderHook(({ enabled }) => usePolling(load, { enabled, while: running }), { initialProps: { enabled: false } });
    await advance(5000);
    expect(load).not.toHaveBeenCalled();
    rerender({ enabled: true });
    await advance(0);
    expect(load).toHaveBeenCalledTimes(1);
    rerender({ enabled: false });
    await advance(5000);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('pauses while the page is hidden and loads at once when it shows again', async () => {
    const { load } = serverOf({ status: 'pending' });
    renderHook(() => usePolling(load, { interval: 1000, while: running }));
    await advance(0);
    expect(load).toHaveBeenCalledTimes(1);

    await setVisibility('hidden');
    await advance(10_000);
    expect(load).toHaveBeenCalledTimes(1);

    await setVisibility('visible');
    expect(load).toHaveBeenCalledTimes(2);
    await advance(1000);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('schedules nothing after a load that ends while the page is hidden', async () => {
    const { load, pending } = deferredServer();
    renderHook(() => usePolling(load, { interval: 1000, while: running }));
    await advance(0);
    await setVisibility('hidden');
    await act(async () => pending[0].answer({ status: 'pending' }));
    await advance(10_000);
    expect(load).toHaveBeenCalledTimes(1);

    await setVisibility('visible');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not resume on showing the page once the task is done', async () => {
    const { load } = serverOf({ status: 'done' });
    renderHook(() => usePolling(load, { interval: 1000, while: running }));
    await advance(0);
    await setVisibility('hidden');
    await setVisibility('visible');
    await advance(5000);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('aborts the load in flight on unmount and loads nothing after', async () => {
    const { load, pending } = deferredServer();
    const { unmount } = renderHook(() => usePolling(load, { interval: 1000, while: running }));
    await advance(0);
    expect(pending).toHaveLength(1);
    expect(pending[0].signal.aborted).toBe(false);
    unmount();
    expect(pending[0].signal.aborted).toBe(true);
    pending[0].answer({ status: 'pending' });
    await advance(10_000);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('refresh() loads at once, without waiting for the interval', async () => {
    const { load } = serverOf({ status: 'pending' }, { status: 'done' });
    const { result } = renderHook(() => usePolling(load, { interval: 60_000, while: running }));
    await advance(0);
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => {
      result.current.refresh();
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(load).toHaveBeenCalledTimes(2);
    expect(result.current.data).toEqual({ status: 'done' });
  });

  it('refresh() resumes a finished poll when the task runs again', async () => {
    const { load } = serverOf({ status: 'done' }, { status: 'pending' }, { status: 'done' });
    const { result } = renderHook(() => usePolling(load, { interval: 1000, while: running }));
    await advance(5000);
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => result.current.refresh());
    await advance(1000);
    expect(load).toHaveBeenCalledTimes(3);
    expect(result.current.data).toEqual({ status: 'done' });
  });

  it('never runs two loads at a time: a refresh during a load waits for it', async () => {
    const { load, pending } = deferredServer();
    const { result } = renderHook(() => usePolling(load, { interval: 1000, while: running }));
    await advance(0);
    act(() => result.current.refresh());
    await setVisibility('visible');
    expect(load).toHaveBeenCalledTimes(1);

    await act(async () => pending[0].answer({ status: 'pending' }));
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => pending[1].answer({ status: 'done' }));
    await advance(5000);
    expect(load).toHaveBeenCalledTimes(2);
    expect(result.current.data).toEqual({ status: 'done' });
  });

  it('on a failed load keeps the last data, reports the error and stops until refresh()', async () => {
    const { load } = serverOf({ status: 'pending' }, null, { status: 'done' });
    const { result } = renderHook(() => usePolling(load, { interval: 1000, while: running }));
    await advance(1000);
    expect(result.current).toMatchObject({ data: { status: 'pending' }, error: true });
    await advance(5000);
    expect(load).toHaveBeenCalledTimes(2);

    await act(async () => result.current.refresh());
    expect(result.current).toMatchObject({ data: { status: 'done' }, error: false });
  });

  it('counts a load that throws as a failure', async () => {
    const load = vi.fn(async (): Promise<Task | null> => {
      throw new Error('network');
    });
    const { result } = renderHook(() => usePolling(load, { interval: 1000 }));
    await advance(0);
    expect(result.current.error).toBe(true);
    await advance(5000);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
