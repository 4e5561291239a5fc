/**
 * Issue 26 §1: the sdk's live hooks — `useLive` hands a topic's pushed events to the latest listener
 * and unsubscribes on unmount, its reset callback runs after a reset, `useLiveConnected` follows the
 * channel's mode, and without a live channel nothing arrives and it reads false.
 */
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ServicesProvider } from '../src/hooks';
import { useLive, useLiveConnected } from '../src/live';
import { createFakeLive, createFakeServices } from '../src/testing';

describe('issue 26: useLive and useLiveConnected', () => {
  it('hands the topic’s events to the latest listener, runs onReset, and unsubscribes on unmount', async () => {
    const channel = createFakeLive('connecting');
    const services = createFakeServices({ live: channel });
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
