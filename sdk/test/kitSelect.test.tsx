import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

// Issue 25: a list's selects are drawn closed, in Semi's classes, without Semi's Select (~70 KB of the
// kit, measured and redrawn as it mounts); it loads when the person reaches for one, or when the
// browser is idle. Each test takes fresh modules, with Semi's Select not loaded yet (the harness's
// setup loads the shared copy before the tests).
async function fresh() {
  vi.resetModules();
  const { KitSelect } = await import('../src/kit/list/KitSelect');
  const { semiSelect } = await import('../src/ui/semiParts');
  return { KitSelect, semiSelect };
}

const STATUS = [
  { value: 'all', label: '全部' },
  { value: 'live', label: '直播中' },
  { value: 'ended', label: '已结束' },
];

afterEach(() => {
  document.getElementById('root')?.remove();
  vi.unstubAllGlobals();
});

/** A server's page not yet live, as main.tsx finds it: `#root[data-gr-server]`. */
function serverRoot(): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  root.setAttribute('data-gr-server', '');
  document.body.append(root);
  return root;
}

describe('the kit’s select, drawn closed until reached for (issue 25)', () => {
  it('the server draws the closed select in Semi’s classes and names its choice (Semi’s named it only once mounted)', async () => {
    const { KitSelect } = await fresh();
    const html = renderToString(<KitSelect aria-label="状态" prefix="状态：" value="live" optionList={STATUS} style={{ width: 180 }} />);
    const box = document.createElement('div');
    box.innerHTML = html;
    const combobox = within(box).getByRole('combobox', { name: '状态' });
    expect(combobox.className).toBe('semi-select semi-select-single semi-select-with-prefix');
    expect(combobox.getAttribute('aria-expanded')).toBe('false');
    expect(combobox.hasAttribute('aria-controls')).toBe(false);
    expect(combobox.textContent).toBe('状态：直播中');
    expect(combobox.querySelector('.semi-select-arrow [aria-hidden="true"]')).not.toBeNull();
  });

  it('on a server’s page not yet live it stays the closed select, Semi’s module in or not; pressed, it opens as Semi’s and reports the choice', async () => {
    const { KitSelect, semiSelect } = await fresh();
    await semiSelect.load();
    const onChange = vi.fn();
    render(<KitSelect aria-label="状态" prefix="状态：" value="all" optionList={STATUS} onChange={onChange} />, { container: serverRoot() });
    const closed = screen.getByRole('combobox', { name: '状态' });
    // The hydrating render is the server's: no Semi select (it would carry its list's id).
    expect(closed.hasAttribute('aria-controls')).toBe(false);
    expect(closed.textContent).toBe('状态：全部');
    await act(async () => {
      fireEvent.pointerDown(closed, { button: 0 });
    });
    const semi = await waitFor(() => {
      const element = screen.getByRole('combobox', { name: '状态' });
      if (!element.getAttribute('aria-controls')) throw new Error('not Semi’s yet');
      return element;
    });
    expect(semi.getAttribute('aria-expanded')).toBe('true');
    const listbox = document.getElementById(semi.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['全部', '直播中', '已结束']);
    await act(async () => {
      fireEvent.click(
        within(listbox)
          .getAllByRole('option')
          .find((option) => option.textContent === '已结束') as HTMLElement,
      );
      fireEvent.animationEnd(listbox);
    });
    expect(onChange.mock.calls[0]?.[0]).toBe('ended');
  });

  it('pressed before Semi’s module is in, it loads it and then opens; Enter on it does the same', async () => {
    const { KitSelect, semiSelect } = await fresh();
    render(<KitSelect aria-label="每页条数" value={10} optionList={[10, 20, 50].map((n) => ({ value: n, label: `${n} 条/页` }))} />);
    expect(semiSelect.loaded()).toBeNull();
    fireEvent.keyDown(screen.getByRole('combobox', { name: '每页条数' }), { key: 'Enter' });
    await waitFor(() => expect(screen.getByRole('combobox', { name: '每页条数' }).getAttribute('aria-expanded')).toBe('true'));
    expect(semiSelect.loaded()).not.toBeNull();
  });

  it('a click with no press before it (a screen reader’s, or one kept before the page was live and replayed) opens it too', async () => {
    const { KitSelect, semiSelect } = await fresh();
    await semiSelect.load();
    render(<KitSelect aria-label="状态" value="all" optionList={STATUS} />, { container: serverRoot() });
    const closed = screen.getByRole('combobox', { name: '状态' });
    expect(closed.hasAttribute('aria-controls')).toBe(false);
    await act(async () => {
      fireEvent.click(closed);
    });
    await waitFor(() => expect(screen.getByRole('combobox', { name: '状态' }).getAttribute('aria-expanded')).toBe('true'));
  });

  it('focused by the keyboard, it becomes Semi’s select, which takes the focus', async () => {
    const { KitSelect } = await fresh();
    render(<KitSelect aria-label="分组" prefix="分组：" value="all" optionList={STATUS} />, { container: serverRoot() });
    act(() => screen.getByRole('combobox', { name: '分组' }).focus());
    await waitFor(() => expect(screen.getByRole('combobox', { name: '分组' }).hasAttribute('aria-controls')).toBe(true));
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: '分组' }));
    expect(screen.getByRole('combobox', { name: '分组' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('drawn in the browser with Semi’s module in (a list opened from the menu), it is Semi’s from the start', async () => {
    const { KitSelect, semiSelect } = await fresh();
    await semiSelect.load();
    render(<KitSelect aria-label="状态" value="live" optionList={STATUS} />);
    expect(screen.getByRole('combobox', { name: '状态' }).hasAttribute('aria-controls')).toBe(true);
  });

  it('Semi’s module loads when the browser is idle once the page is live, and the closed select stays as it is until reached for', async () => {
    let idle: (() => void) | null = null;
    vi.stubGlobal('requestIdleCallback', (task: () => void) => {
      idle = task;
      return 1;
    });
    vi.stubGlobal('cancelIdleCallback', () => {});
    const { KitSelect, semiSelect } = await fresh();
    const root = serverRoot();
    render(<KitSelect aria-label="状态" value="live" optionList={STATUS} />, { container: root });
    const runIdle = async () => {
      const task = idle as unknown as () => void;
      idle = null;
      await act(async () => task());
    };
    // Idle before the page is live (main.tsx still hydrating it): it waits for the next idle moment.
    await runIdle();
    expect(semiSelect.loaded()).toBeNull();
    expect(idle).not.toBeNull();
    root.removeAttribute('data-gr-server');
    await runIdle();
    await waitFor(() => expect(semiSelect.loaded()).not.toBeNull());
    expect(screen.getByRole('combobox', { name: '状态' }).hasAttribute('aria-controls')).toBe(false);
  });

  it('a select the closed one cannot draw (searchable) is a box saying 加载中… until Semi’s is in', async () => {
    const { KitSelect } = await fresh();
    render(<KitSelect aria-label="城市" filter optionList={STATUS} />);
    expect(screen.getByRole('status').textContent).toBe('加载中…');
    await waitFor(() => expect(screen.getByRole('combobox', { name: '城市' }).hasAttribute('aria-controls')).toBe(true));
  });
});
