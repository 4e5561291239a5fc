import { useEffect, useRef } from 'react';

/**
 * What closes a popup ({@link useDismiss}): where a press keeps it open, whose scroll never closes
 * it, and which anchor's movement does.
 * @public
 */
export interface DismissOptions {
  /** The elements a press inside keeps the popup open (the popup and its button), read when pressed. */
  inside: () => readonly (Node | null | undefined)[];
  /** The popup itself: its own scrolling never closes it. */
  popup: () => Node | null | undefined;
  /**
   * The popup's anchor: when given, only a scroll that moves it (by more than a pixel from where it
   * was when the popup opened) closes the popup — scroll events arrive a frame late, so one already on
   * its way when it opened does not. Without it, any scroll outside the popup closes it.
   */
  anchor?: () => Element | null | undefined;
  /** Closes the popup (the latest one given is called). */
  onDismiss: () => void;
}

/**
 * Closes an open popup the way the console's menus close (the side menu's flyouts, a row's 更多): a
 * press outside it, a scroll of anything else (or one that moved its anchor), or a resize of the
 * window. Listens only while `open`; Esc and Tab are the popup's own keys.
 * @public
 */
export function useDismiss(open: boolean, options: DismissOptions): void {
  const latest = useRef(options);
  latest.current = options;
  useEffect(() => {
    if (!open) return;
    const dismiss = () => latest.current.onDismiss();
    const press = (event: Event) => {
      const target = event.target as Node;
      if (!latest.current.inside().some((node) => node?.contains(target))) dismiss();
    };
    const at = latest.current.anchor?.()?.getBoundingClientRect();
    const scroll = (event: Event) => {
      if (latest.current.popup()?.contains(event.target as Node)) return;
      const anchor = latest.current.anchor;
      if (anchor) {
        const now = anchor()?.getBoundingClientRect();
        if (at && now && Math.abs(now.top - at.top) <= 1 && Math.abs(now.left - at.left) <= 1) return;
      }
      dismiss();
    };
    document.addEventListener('pointerdown', press, true);
    document.addEventListener('scroll', scroll, true);
    window.addEventListener('resize', dismiss);
    return () => {
      document.removeEventListener('pointerdown', press, true);
      document.removeEventListener('scroll', scroll, true);
      window.removeEventListener('resize', dismiss);
    };
  }, [open]);
}
