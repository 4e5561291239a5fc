import { createConnectivity, createRegistry, createSession } from '@greenroom/core';
import type { ShellServices } from '@greenroom/sdk';
import { createFakeServices } from '@greenroom/sdk/testing';
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConsoleProviders } from '../src/ConsoleProviders';
import { appRoutes } from '../src/routes';
import { createHostServices } from '../src/services/createShellServices';
import { OfflineNotice } from '../src/shell/OfflineNotice';
import { RouteError } from '../src/shell/RouteError';

function hostServices() {
  const fake = createFakeServices();
  const session = createSession(fake.http, { redirectToSso: vi.fn() });
  const services: ShellServices = { session, http: fake.http, notify: fake.notify, config: fake.config, openExternal: fake.openExternal };
  const connectivity = createConnectivity({ probe: async () => false });
  return createHostServices({ services, session, connectivity });
}

let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => consoleError.mockRestore());

describe('issue 24 §3: nothing ever shows react-router’s English error page', () => {
  it('the shell route and the routes inside it each have an error element', () => {
    const [root] = appRoutes(createRegistry());
    expect(root.errorElement).toBeTruthy();
    // Pages sit below a pathless route whose error element renders inside the shell's content area.
    expect(root.children?.map((child) => Boolean(child.errorElement))).toEqual([true]);
  });

  it('an error that escaped every boundary is said in Chinese with 重试, which opens the address again', async () => {
    let broken = true;
    function Page() {
      if (broken) throw new Error('Unexpected Application Error');
      return <p>直播列表</p>;
    }
    const router = createMemoryRouter([{ path: '/', errorElement: <RouteError />, children: [{ path: 'live', element: <Page /> }] }], {
      initialEntries: ['/live?page=2'],
    });
    render(<RouterProvider router={router} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('页面出现错误，请重试');
    expect(alert.textContent).not.toMatch(/Unexpected|Hey developer/);
    broken = false;
    await act(async () => screen.getByRole('button', { name: '重试' }).click());
    expect(await screen.findByText('直播列表')).toBeTruthy();
    expect(router.state.location.search).toBe('?page=2');
  });
});

describe('issue 24 §3 "Offline": the shell says the console is offline', () => {
  it('a status notice appears while requests get no answer and goes once they do', async () => {
    const host = hostServices();
    render(
      <ConsoleProviders host={host} registry={createRegistry()}>
        <OfflineNotice />
      </ConsoleProviders>,
    );
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    await act(async () => host.connectivity.lost());
    expect(status.textContent).toBe('网络已断开，控制台将在网络恢复后自动重新加载');
    await act(async () => host.connectivity.answered());
    expect(status.textContent).toBe('');
  });

  it('issue 25: the network lost while the server’s page starts — the notice is adopted as the server drew it (online), then says it', async () => {
    const host = hostServices();
    const notice = (
      <ConsoleProviders host={host} registry={createRegistry()}>
        <OfflineNotice />
      </ConsoleProviders>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(notice);
    document.body.append(container);
    host.connectivity.lost();
    const recoverable = vi.fn();
    const root = await act(async () => hydrateRoot(container, notice, { onRecoverableError: recoverable }));
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.querySelector('[role="status"]')?.textContent).toBe('网络已断开，控制台将在网络恢复后自动重新加载');
    act(() => root.unmount());
    container.remove();
  });
});
