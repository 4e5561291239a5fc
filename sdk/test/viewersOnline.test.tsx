/**
 * Issue 26 §2 and issue 25: the viewers online of one console are shared by every part showing them
 * (one read of `/api/live/viewers`, kept by pushed counts), and a pushed count renders only the part
 * showing that broadcast's count — not the list or widget around it.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ServicesProvider } from '../src/hooks';
import { useViewersOnline, useViewersOnlineOf, ViewersOnline } from '../src/live';
import { VIEWERS_KEPT_MS } from '../src/live/viewers';
import { createFakeLive, createFakeServices, type FakeReply } from '../src/testing';

const answer = (list: { activityId: number; online: number }[]): FakeReply => ({
  data: { list: list.map((row) => ({ ...row, series: [] })), minutes: 30 },
});

function setup(
  list: { activityId: number; online: number }[] = [
    { activityId: 1, online: 4 },
    { activityId: 2, online: 7 },
  ],
) {
  const channel = createFakeLive('stream');
  const services = createFakeServices({ live: channel, http: { 'GET /api/live/viewers': answer(list) } });
  const wrapper = ({ children }: { children: ReactNode }) => <ServicesProvider services={services}>{children}</ServicesProvider>;
  const reads = () => services.requests.filter((request) => request.path === '/api/live/viewers').length;
  return { channel, services, wrapper, reads };
}

/** A part showing one broadcast's count, counting its renders. */
function Counted({ id, renders }: { id: number; renders: Record<number, number> }) {
  renders[id] = (renders[id] ?? 0) + 1;
  return <span data-testid={`online-${id}`}>{useViewersOnlineOf(id)}</span>;
}

describe('issue 25 / 26 §2: viewers online shared by the console, rendered per broadcast', () => {
  it('reads once for every part, and a pushed count renders only the part of that broadcast', async () => {
    const { channel, wrapper, reads } = setup();
    const renders: Record<number, number> = {};
    let listRenders = 0;
    function List() {
      listRenders++;
      return (
        <>
          <Counted id={1} renders={renders} />
          <Counted id={2} renders={renders} />
          <ViewersOnline activityId={2} label="在线" className="gr-muted" />
        </>
      );
    }
    render(<List />, { wrapper });
    await waitFor(() => expect(screen.getByTestId('online-2').textContent).toBe('7'));
    expect(reads()).toBe(1);
    expect(screen.getByTestId('online-1').textContent).toBe('4');
    const figure = document.querySelector('[data-online-of="2"]');
    expect(figure?.textContent).toBe('在线 7');
    expect(figure?.className).toBe('gr-muted');
    const before = { one: renders[1] ?? 0, two: renders[2] ?? 0, list: listRenders };

    await act(async () => channel.emit('viewers', { activityId: 1, online: 12_345 }));
    expect(screen.getByTestId('online-1').textContent).toBe('12345');
    // Broadcast 1's part rendered once more; broadcast 2's parts and the list around them did not.
    expect(renders[1]).toBe(before.one + 1);
    expect(renders[2]).toBe(before.two);
    expect(listRenders).toBe(before.list);
    // The same count again renders nothing.
    await act(async () => channel.emit('viewers', { activityId: 1, online: 12_345 }));
    expect(renders[1]).toBe(before.one + 1);
    // ViewersOnline writes the count in the page's language (formatCount).
    await act(async () => channel.emit('viewers', { activityId: 2, online: 12_345 }));
    expect(document.querySelector('[data-online-of="2"]')?.textContent).toBe('在线 1.2万');
    expect(reads()).toBe(1);
  });

  it('keeps a count pushed while the read is on its way over the read’s older answer', async () => {
    const { channel, services, wrapper } = setup();
    let answerNow: (reply: FakeReply) => void = () => {};
    services.setHandler('GET /api/live/viewers', () => new Promise<FakeReply>((resolve) => (answerNow = resolve)));
    render(<ViewersOnline activityId={1} />, { wrapper });
    await waitFor(() => expect(services.requests.some((request) => request.path === '/api/live/viewers')).toBe(true));
    await act(async () => channel.emit('viewers', { activityId: 1, online: 9 }));
    expect(document.querySelector('[data-online-of="1"]')?.textContent).toBe('9');
    await act(async () => answerNow(answer([{ activityId: 1, online: 4 }])));
    expect(document.querySelector('[data-online-of="1"]')?.textContent).toBe('9');
  });

  it('reads again after a reset; kept after the last part goes, the next part reads nothing; a reset with no part lets them go', async () => {
    const { channel, wrapper, reads } = setup();
    const first = render(<ViewersOnline activityId={1} />, { wrapper });
    await waitFor(() => expect(document.querySelector('[data-online-of="1"]')?.textContent).toBe('4'));
    expect(channel.count('viewers')).toBe(1);
    await act(async () => channel.reset());
    await waitFor(() => expect(reads()).toBe(2));
    // A navigation (the home's widget gone, the list not yet in): the counts stay, kept by the pushes.
    first.unmount();
    expect(channel.count('viewers')).toBe(1);
    channel.emit('viewers', { activityId: 1, online: 5 });
    const second = render(<ViewersOnline activityId={1} />, { wrapper });
    expect(document.querySelector('[data-online-of="1"]')?.textContent).toBe('5');
    expect(reads()).toBe(2);
    // Events missed while no part shows them: nothing is read for nobody, and the store is let go.
    second.unmount();
    await act(async () => channel.reset());
    expect(channel.count('viewers')).toBe(0);
    expect(reads()).toBe(2);
    render(<ViewersOnline activityId={2} />, { wrapper });
    await waitFor(() => expect(document.querySelector('[data-online-of="2"]')?.textContent).toBe('7'));
    expect(reads()).toBe(3);
  });

  it(`lets the channel go ${VIEWERS_KEPT_MS / 1000} s after the last part, and reads anew for the next`, async () => {
    vi.useFakeTimers();
    try {
      const { channel, wrapper, reads } = setup();
      const first = render(<ViewersOnline activityId={1} />, { wrapper });
      await act(async () => {});
      expect(document.querySelector('[data-online-of="1"]')?.textContent).toBe('4');
      first.unmount();
      act(() => vi.advanceTimersByTime(VIEWERS_KEPT_MS - 1));
      expect(channel.count('viewers')).toBe(1);
      act(() => vi.advanceTimersByTime(1));
      expect(channel.count('viewers')).toBe(0);
      render(<ViewersOnline activityId={2} />, { wrapper });
      await act(async () => {});
      expect(document.querySelector('[data-online-of="2"]')?.textContent).toBe('7');
      expect(reads()).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('without a live channel shows 0 and reads nothing; the map stays empty', () => {
    const services = createFakeServices({ http: { 'GET /api/live/viewers': answer([{ activityId: 1, online: 4 }]) } });
    const wrapper = ({ children }: { children: ReactNode }) => <ServicesProvider services={services}>{children}</ServicesProvider>;
    let size = -1;
    function Shown() {
      size = useViewersOnline().size;
      return <ViewersOnline activityId={1} />;
    }
    render(<Shown />, { wrapper });
    expect(document.querySelector('[data-online-of="1"]')?.textContent).toBe('0');
    expect(size).toBe(0);
    expect(services.requests).toHaveLength(0);
  });
});
