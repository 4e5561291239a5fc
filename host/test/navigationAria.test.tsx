import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SideMenu } from '../src/shell/SideMenu';
import { wholeMenu } from './menuFixture';
import { renderWithRegistry } from './renderWithRegistry';

/** Every menuitem sits in the menu or in a group of it; the list items around them are presentational. */
function expectWellFormed(container: Element) {
  expect(container.querySelector('[role="menu"]')).not.toBeNull();
  for (const item of screen.getAllByRole('menuitem')) {
    // The closest ancestor that has a role other than none must be the menu or a group.
    let owner = item.parentElement;
    while (owner && (!owner.getAttribute('role') || owner.getAttribute('role') === 'none')) owner = owner.parentElement;
    expect(['menu', 'group']).toContain(owner?.getAttribute('role'));
  }
  for (const wrapper of container.querySelectorAll('li')) {
    expect(wrapper.getAttribute('role')).toBe('none');
    expect(wrapper.hasAttribute('tabindex')).toBe(false);
    expect(wrapper.hasAttribute('aria-expanded')).toBe(false);
  }
  for (const group of container.querySelectorAll('[role="group"]')) expect(group.parentElement?.closest('[role="none"]')).not.toBeNull();
}

describe('SPEC §2 "Left menu" is exposed as a well-formed menu to assistive technology', () => {
  it('issue 25: from the first render (the server’s), with no repair afterwards; still so after a sub-menu closes and reopens', async () => {
    const { container } = await renderWithRegistry(<SideMenu collapsed={false} />, { plugins: [wholeMenu] });
    expectWellFormed(container);
    const account = screen.getByRole('menuitem', { name: /账户设置/ });
    fireEvent.click(account);
    expect(account.getAttribute('aria-expanded')).toBe('false');
    expectWellFormed(container);
    fireEvent.click(account);
    expect(account.getAttribute('aria-expanded')).toBe('true');
    expectWellFormed(container);
  });

  it('collapsed, with a sub-menu’s flyout open', async () => {
    const { container } = await renderWithRegistry(<SideMenu collapsed />, { plugins: [wholeMenu] });
    expectWellFormed(container);
    const activity = screen.getByRole('menuitem', { name: /平台活动$/ });
    act(() => activity.focus());
    expect(activity.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('menuitem', { name: '微站' })).toBeTruthy();
    expectWellFormed(container);
  });
});
