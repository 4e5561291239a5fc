/**
 * Semi's vertical Navigation renders a sub-menu as a focusable list item holding its title (a
 * menuitem) and a plain list of menuitems. Inside `role="menu"` that breaks the menu → menuitem
 * structure assistive technology relies on (axe: aria-required-children, aria-required-parent,
 * list, listitem). Semi offers no prop for it, so the shell repairs the roles after each change:
 * the wrapping item becomes presentational (its title already carries `aria-expanded`), its inner
 * list a group of menuitems.
 */
export function repairNavigationAria(root: ParentNode): void {
  for (const item of root.querySelectorAll('li.semi-navigation-sub-wrap')) {
    setAttribute(item, 'role', 'none');
    // A presentational element must not be focusable or carry state, or the role is ignored.
    for (const name of PRESENTATIONAL_CONFLICTS) if (item.hasAttribute(name)) item.removeAttribute(name);
  }
  for (const list of root.querySelectorAll('ul.semi-navigation-sub')) setAttribute(list, 'role', 'group');
}

const PRESENTATIONAL_CONFLICTS = ['tabindex', 'aria-expanded', 'aria-disabled'];

function setAttribute(element: Element, name: string, value: string) {
  // Only write when different: the observer below would otherwise wake itself up.
  if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}

/** Keeps {@link repairNavigationAria} applied while Semi re-renders the menu; returns the stop function. */
export function keepNavigationAriaRepaired(root: HTMLElement): () => void {
  repairNavigationAria(root);
  if (typeof MutationObserver === 'undefined') return () => {};
  const observer = new MutationObserver(() => repairNavigationAria(root));
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['role', ...PRESENTATIONAL_CONFLICTS] });
  return () => observer.disconnect();
}
