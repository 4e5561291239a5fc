import { useDismiss } from '@greenroom/sdk';
import { type ReactNode, useLayoutEffect, useRef } from 'react';

/** Room kept between a popup and the window's edges, in px. */
const EDGE = 8;

/**
 * A popup of the collapsed side menu (issue 25), drawn beside its anchor while open and only in the
 * browser (the menu opens it on hover, focus or click): a sub-menu's flyout, its first entry level
 * with the sub-menu's title, or an entry's name, centred on the entry. It stays in the menu's own
 * markup, right after its anchor — the keyboard reaches a flyout's entries next — and is fixed to
 * the window, out of the menu's scrolling box. A press outside `onOutside`'s item, a scroll of
 * anything else or a resize of the window calls `onOutside`.
 */
export function MenuPopup({
  anchor,
  placement,
  className,
  onOutside,
  children,
}: {
  anchor: HTMLElement;
  placement: 'flyout' | 'beside';
  className: string;
  onOutside: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const popup = ref.current;
    if (!popup) return;
    const box = anchor.getBoundingClientRect();
    const height = popup.offsetHeight;
    // A flyout's menu has 4 px above its first entry: that entry faces the title.
    const wanted = placement === 'flyout' ? box.top - 4 : box.top + (box.height - height) / 2;
    const top = Math.max(EDGE, Math.min(wanted, window.innerHeight - height - EDGE));
    popup.style.left = `${Math.round(box.right + (placement === 'flyout' ? 4 : 8))}px`;
    popup.style.top = `${Math.round(top)}px`;
  }, [anchor, placement]);
  // A press outside its item (the anchor's and the popup's), any other scroll, or a resize.
  useDismiss(true, {
    inside: () => [anchor.closest('li') ?? anchor],
    popup: () => ref.current,
    onDismiss: onOutside,
  });
  return (
    <div ref={ref} className={className} aria-hidden={placement === 'beside' ? 'true' : undefined}>
      {children}
    </div>
  );
}
