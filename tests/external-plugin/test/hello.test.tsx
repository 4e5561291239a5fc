import { renderPlugin } from '@greenroom/sdk/testing';
import { fireEvent } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import hello from '../src/index';

describe('hello plugin, tested against the packed sdk', () => {
  it('registers its page and menu entry under 营销中心', () => {
    const view = renderPlugin(hello, { path: '/nowhere' });
    expect(view.contributions.routes.map((r) => r.path)).toEqual(['labs/hello']);
    expect(view.contributions.menuItems).toMatchObject([{ section: 'marketing', key: 'hello-labs', route: 'helloLabs' }]);
  });

  it('its page greets the signed-in user and says hello with a toast', async () => {
    const view = renderPlugin(hello, { path: '/labs/hello' });
    expect(await view.findByRole('heading', { name: '外部插件已加载' })).toBeTruthy();
    expect(view.getByTestId('hello-user').textContent).toContain('测试主办方');
    fireEvent.click(view.getByRole('button', { name: '打个招呼' }));
    expect(view.services.toasts).toEqual([{ type: 'success', text: '来自外部插件的问候' }]);
  });

  it('issue 29: in English, on a dark page, it speaks English through the same sdk call', async () => {
    const view = renderPlugin(hello, { path: '/labs/hello', locale: 'en-US', theme: 'dark' });
    expect(await view.findByRole('heading', { name: 'External plugin loaded' })).toBeTruthy();
    expect(view.getByTestId('hello-user').textContent).toMatch(/^Hello, /);
    expect(view.contributions.menuItems[0]?.text).toBe('External plugin example');
  });
});
