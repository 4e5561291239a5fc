import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Shell } from '../src/shell/Shell';
import { renderHeader } from './header/renderHeader';

/** How often the header's logo and the side menu's body were drawn. */
const drawn = vi.hoisted(() => ({ logo: 0, menu: 0 }));

vi.mock('../src/shell/header/Logo', () => ({
  Logo: () => {
    drawn.logo += 1;
    return <span>logo</span>;
  },
}));
vi.mock('../src/shell/menuModel', async (original) => {
  const actual = await original<typeof import('../src/shell/menuModel')>();
  return {
    ...actual,
    // The side menu finds its selected entry once per drawing.
    pathTo: (...args: Parameters<typeof actual.pathTo>) => {
      drawn.menu += 1;
      return actual.pathTo(...args);
    },
  };
});

async function renderShell() {
  const page = <p>page</p>;
  const { router } = await renderHeader({
    routes: {
      routes: [
        {
          path: '/',
          element: <Shell />,
          children: [
            { path: 'basic', handle: { name: 'basic' }, element: page },
            { path: 'user/info', handle: { name: 'userInfo' }, element: page },
          ],
        },
      ],
      at: '/basic',
    },
  });
  await screen.findByText('page');
  return router;
}

describe('issue 25: a navigation draws the page, not the shell around it', () => {
  beforeEach(() => {
    drawn.logo = 0;
    drawn.menu = 0;
  });

  it('a move within the page (?page=2) draws neither the header nor the side menu again', async () => {
    const router = await renderShell();
    const before = { ...drawn };
    expect(before.logo).toBeGreaterThan(0);
    expect(before.menu).toBeGreaterThan(0);
    await act(() => router.navigate('/basic?page=2'));
    expect(router.state.location.search).toBe('?page=2');
    expect(drawn).toEqual(before);
  });

  it('a move to another page draws the side menu again (its selected entry), the header still not', async () => {
    const router = await renderShell();
    const before = { ...drawn };
    await act(() => router.navigate('/user/info'));
    expect(drawn.logo).toBe(before.logo);
    expect(drawn.menu).toBeGreaterThan(before.menu);
  });
});
