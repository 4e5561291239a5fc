/**
 * Issue 26 §1: the sdk's live hooks — `useLive` hands a topic's pushed events to the latest listener
 * and unsubscribes on unmount, its reset callback runs after a reset, `useLiveConnected` follows the
 * channel's mode, and without a live channel nothing arrives and it reads false.
 */
import type { LiveTopic } from '@greenroom/contracts';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { proxy } from 'valtio';
import { describe, expect, it } from 'vitest';
import { ServicesProvider } from '../src/hooks';
import { useLive, useLiveConnected } from '../src/live';
import type { LiveService } from '../src/services';
import { createFakeServices } from '../src/testing';

function fakeLive() {
  const listeners = new Map<string, Set<(data: unknown) => void>>();
  const resets = new Set<() => void>();
  const state = proxy<{ mode: LiveService['state']['mode'] }>({ mode: 'connecting' });
  const live: LiveService = {
    state,
    subscribe(topic, listener) {
      const set = listeners.get(topic) ?? new Set();
      set.add(listener as (data: unknown) => void);
      listeners.set(topic, set);
      return () => set.delete(listener as (data: unknown) => void);
    },
    onReset(listener) {
      resets.add(listener);
      return () => resets.delete(listener);
    },
  };
  return {
    live,
    state,
    emit: (topic: LiveTopic, data: unknown) => {
      for (const listener of listeners.get(topic) ?? []) listener(data);
    },
    reset: () => {
      for (const listener of resets) listener();
    },
    count: (topic: LiveTopic) => listeners.get(topic)?.size ?? 0,
  };
}

describe('issue 26: useLive and useLiveConnected', () => {
  it('hands the topic’s events to the latest listener, runs onReset, and unsubscribes on unmount', async () => {
    const channel = fakeLive();
    const services = { ...createFakeServices(), live: channel.live };
    const wrapper = ({ children }: { children: ReactNode }) => <ServicesProvider services={services}>{children}</ServicesProvider>;
    const got: string[] = [];
    let resets = 0;
    const { result, rerender, unmount } = renderHook(
      ({ tag }: { tag: string }) => {
        useLive(
          'message',
          (data) => got.push(`${tag}:${data.unread}`),
          () => resets++,
        );
        return useLiveConnected();
      },
      { wrapper, initialProps: { tag: 'a' } },
    );
    expect(result.current).toBe(false);
    await act(async () => {
      channel.state.mode = 'stream';
    });
    expect(result.current).toBe(true);
    channel.emit('message', { unread: 2 });
    rerender({ tag: 'b' });
    channel.emit('message', { unread: 3 });
    channel.emit('order', { orderNo: 'GR1', status: 'paid', product: 1 });
    expect(got).toEqual(['a:2', 'b:3']);
    channel.reset();
    expect(resets).toBe(1);
    unmount();
    expect(channel.count('message')).toBe(0);
  });

  it('without a live channel nothing arrives and pushes read as not connected', () => {
    const services = createFakeServices();
    const wrapper = ({ children }: { children: ReactNode }) => <ServicesProvider services={services}>{children}</ServicesProvider>;
    const { result } = renderHook(
      () => {
        useLive('download', () => {
          throw new Error('nothing may arrive');
        });
        return useLiveConnected();
      },
      { wrapper },
    );
    expect(result.current).toBe(false);
  });
});
