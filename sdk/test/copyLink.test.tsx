import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCopyLink } from '../src/kit';
import { definePlugin } from '../src/plugin';
import { renderPlugin } from '../src/testing';

function CopyPage() {
  const copy = useCopyLink();
  return (
    <button type="button" onClick={() => void copy('http://localhost/live/7', '观看链接')}>
      复制观看链接
    </button>
  );
}

const plugin = definePlugin({
  id: 'test',
  sdk: '^2',
  setup: (ctx) => ctx.addRoute({ path: 'copy', name: 'copy', title: '复制', page: async () => ({ default: CopyPage }) }),
});

const clipboard = (writeText: (text: string) => Promise<void>) => Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

afterEach(() => vi.restoreAllMocks());

describe('useCopyLink: one 复制链接 for the console', () => {
  it('copies the link and says what was copied', async () => {
    const writeText = vi.fn(async () => undefined);
    clipboard(writeText);
    const view = renderPlugin(plugin, { path: '/copy', http: {} });
    fireEvent.click(await screen.findByRole('button', { name: '复制观看链接' }));
    await waitFor(() => expect(view.services.toasts).toEqual([{ type: 'success', text: '观看链接已复制' }]));
    expect(writeText).toHaveBeenCalledWith('http://localhost/live/7');
  });

  it('when the browser refuses, shows the link itself to copy by hand', async () => {
    clipboard(async () => {
      throw new DOMException('denied', 'NotAllowedError');
    });
    const view = renderPlugin(plugin, { path: '/copy', http: {} });
    fireEvent.click(await screen.findByRole('button', { name: '复制观看链接' }));
    await waitFor(() => expect(view.services.toasts).toEqual([{ type: 'error', text: '复制失败，请手动复制：http://localhost/live/7' }]));
  });
});
