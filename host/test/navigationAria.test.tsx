import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SideMenu } from '../src/shell/SideMenu';
import { renderWithRegistry } from './renderWithRegistry';

describe('SPEC §2 "Left menu" is exposed as a well-formed menu to assistive technology', () => {
  it('every menuitem sits in the menu or in a group of it; sub-menu wrappers are presentational', async () => {
    const { container } = await renderWithRegistry(<SideMenu collapsed={false} />);
    const menu = container.querySelector('[role="menu"]');
    expect(menu).not.toBeNull();
    const check = () => {
      for (const item of screen.getAllByRole('menuitem')) {
        // The closest ancestor that has a role other than none must be the menu or a group.
        let owner = item.parentElement;
        while (owner && (!owner.getAttribute('role') || owner.getAttribute('role') === 'none')) owner = owner.parentElement;
        expect(['menu', 'group']).toContain(owner?.getAttribute('role'));
      }
      for (const wrapper of container.querySelectorAll('li.semi-navigation-sub-wrap')) {
        expect(wrapper.getAttribute('role')).toBe('none');
        expect(wrapper.hasAttribute('tabindex')).toBe(false);
        expect(wrapper.hasAttribute('aria-expanded')).toBe(false);
      }
    };
    await waitFor(check);
    // Still so after Semi re-renders a sub-menu (closing and reopening 账户设置).
    const account = screen.getByRole('menuitem', { name: /账户设置/ });
    fireEvent.click(account);
    fireEvent.click(account);
    await waitFor(check);
    expect(account.getAttribute('aria-expanded')).not.toBeNull();
  });
});
