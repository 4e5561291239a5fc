import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDLE_FALLBACK_MS, serverPagePending, whenIdleAfterLive } from '../src/ui/idleAfterLive';

/** A server's page not yet live (`#root[data-gr-server]`), as main.tsx finds it. */
function serverRoot(): HTMLElement {
  document.body.insertAdjacentHTML('beforeend', '<div id="root" data-gr-server></div>');
  return document.getElementById('root') as HTMLElement;
}

afterEach(() => {
  document.getElementById('root')?.remove();
  vi.useRealTimers();
});

describe('whenIdleAfterLive (issue 25: work the first screen does not need waits for the page to be live)', () => {
  it('a server page is pending while #root carries data-gr-server', () => {
    expect(serverPagePending()).toBe(false);
    const root = serverRoot();
    expect(serverPagePending()).toBe(true);
    root.removeAttribute('data-gr-server');
    expect(serverPagePending()).toBe(false);
  });

  it('idle moments while the page is the server’s are passed over; the task runs once at the first after it is live', () => {
    vi.useFakeTimers();
    const root = serverRoot();
    const task = vi.fn();
    whenIdleAfterLive(task);
    vi.advanceTimersByTime(IDLE_FALLBACK_MS * 5);
    expect(task).not.toHaveBeenCalled();
    root.removeAttribute('data-gr-server');
    vi.advanceTimersByTime(IDLE_FALLBACK_MS);
    expect(task).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(IDLE_FALLBACK_MS * 5);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('uses requestIdleCallback where there is one, and cancelling stops it', () => {
    const callbacks: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => callbacks.push(callback));
    vi.stubGlobal('cancelIdleCallback', (handle: number) => {
      callbacks[handle - 1] = () => {};
    });
    try {
      const task = vi.fn();
      const cancel = whenIdleAfterLive(task);
      cancel();
      for (const run of callbacks) run();
      expect(task).not.toHaveBeenCalled();
      const kept = vi.fn();
      whenIdleAfterLive(kept);
      callbacks.at(-1)?.();
      expect(kept).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
