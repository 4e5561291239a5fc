import { fireEvent, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fileNameOf } from '../../core/src/http/createHttp';
import { useHttp } from '../src/hooks';
import { ExportButton } from '../src/kit';
import { definePlugin } from '../src/plugin';
import type { HttpResult } from '../src/services';
import { renderPlugin } from '../src/testing';

function ExportScreen() {
  const http = useHttp('/api');
  return (
    <ExportButton
      fallbackName="数据.xlsx"
      request={(onDownloadProgress, signal) => http.get<Blob>('/export', { responseType: 'blob', onDownloadProgress, signal }) as Promise<HttpResult<Blob>>}
    />
  );
}
const plugin = definePlugin({
  id: 'test',
  sdk: '^2',
  setup: (ctx) => ctx.addRoute({ path: 'export', name: 'export', title: '导出', page: async () => ({ default: ExportScreen }) }),
});

afterEach(() => vi.restoreAllMocks());

describe('exports with progress', () => {
  it('reads the server’s file name from Content-Disposition', () => {
    expect(fileNameOf(`attachment; filename*=UTF-8''${encodeURIComponent('平台数据_2026-11-01_2026-11-07.xlsx')}`)).toBe('平台数据_2026-11-01_2026-11-07.xlsx');
    expect(fileNameOf('attachment; filename="a.xlsx"')).toBe('a.xlsx');
    expect(fileNameOf('attachment')).toBeUndefined();
  });

  it('streams the file with its progress and saves it under the server’s name', async () => {
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const view = renderPlugin(plugin, {
      path: '/export',
      http: {
        'GET /api/export': async () => {
          await gate;
          return { data: new Blob(['x'.repeat(4096)]), fileName: '观众数据_2026-11-23.xlsx' };
        },
      },
    });
    fireEvent.click(await view.findByRole('button', { name: /导出/ }));
    expect(await view.findByText(/正在导出/)).toBeTruthy();
    release();
    await waitFor(() => expect(saved).toEqual(['观众数据_2026-11-23.xlsx']));
    expect(view.services.toasts).toContainEqual({ type: 'success', text: '已下载 观众数据_2026-11-23.xlsx' });
    expect(view.getByRole('button', { name: /导出/ })).toBeTruthy();
  });

  it('saves nothing when the server refuses, and says so once', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const view = renderPlugin(plugin, { path: '/export', http: { 'GET /api/export': { code: 400, msg: '参数错误：endTime 不能早于 startTime' } } });
    fireEvent.click(await view.findByRole('button', { name: /导出/ }));
    await waitFor(() => expect(view.services.toasts).toEqual([{ type: 'error', text: '参数错误：endTime 不能早于 startTime' }]));
    expect(click).not.toHaveBeenCalled();
  });
});
