/** What can take focus by Tab inside a container (visible, enabled, not tabindex -1). */
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The elements of `container` that Tab moves through, in document order.
 * @public
 */
export function tabbables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.hidden && element.getAttribute('aria-hidden') !== 'true');
}

/**
 * Keeps Tab and Shift+Tab inside a modal `container` (a dialog of our own, e.g. the photo viewer):
 * call it from the container's keydown handler. From the last control Tab goes to the first, from
 * the first (or the container itself) Shift+Tab goes to the last. Answers true when it moved focus.
 *
 * @example
 * <div role="dialog" aria-modal="true" tabIndex={-1} onKeyDown={(e) => trapTab(e, e.currentTarget)}>…</div>
 * @public
 */
export function trapTab(event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'preventDefault'>, container: HTMLElement): boolean {
  if (event.key !== 'Tab') return false;
  const items = tabbables(container);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    event.preventDefault();
    container.focus();
    return true;
  }
  const active = document.activeElement;
  const outside = !active || !container.contains(active);
  if (event.shiftKey && (active === first || active === container || outside)) {
    event.preventDefault();
    last.focus();
    return true;
  }
  if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault();
    first.focus();
    return true;
  }
  return false;
}
