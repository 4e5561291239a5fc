import { IconChevronDown } from '@douyinfe/semi-icons';
import { type KeyboardEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router-dom';
import { useDismiss } from '../../ui/useDismiss';

/** One entry of a {@link RowActionsMenu}: a row action as the menu shows it. */
export interface MenuEntry {
  key: string;
  text: string;
  /** Its accessible name (`删除 年会直播`: the action and the row). */
  label: string;
  danger?: boolean;
  /** Why it is not possible now (shown under it; the entry is disabled), or false. */
  reason: string | false;
  /** The console route it opens, router-relative (a link in this tab). */
  href?: string;
  onClick?: () => void;
}

/** Where the menu sits: under its button, right-aligned with it, inside the window. */
interface Place {
  top: number;
  left: number;
}

const GAP = 4;

/** The entries of an open menu, in order. */
const itemsOf = (menu: HTMLElement | null) => [...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

const MARGIN = 8;

/**
 * The 更多 button of a list row whose actions do not fit the 操作 column (ListTable keeps three
 * inline at most, issue 25: the column's width is the other columns' room), and the menu it opens: a
 * WAI-ARIA menu button. Enter, Space or ↓ opens it on its first entry; ↑ ↓ Home End move between
 * entries, Esc or Tab closes it (focus back on the button), as does a click elsewhere, a scroll or a
 * resize. Choosing an entry closes it with focus on the button, so that a confirmation opened by the
 * entry gives focus back there. Nothing of it is rendered until it opens (the server's page and the
 * browser's first render show the button alone).
 */
export function RowActionsMenu({ text, label, entries }: { text: string; label: string; entries: readonly MenuEntry[] }) {
  const [open, setOpen] = useState(false);
  const [place, setPlace] = useState<Place | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const id = useId();

  const close = () => {
    setOpen(false);
    setPlace(null);
    button.current?.focus();
  };

  // Placed once rendered (its size is known).
  useLayoutEffect(() => {
    if (!open || !button.current || !menu.current) return;
    const anchor = button.current.getBoundingClientRect();
    const { offsetWidth: width, offsetHeight: height } = menu.current;
    const below = anchor.bottom + GAP;
    const top = below + height > window.innerHeight - MARGIN && anchor.top - GAP - height >= MARGIN ? anchor.top - GAP - height : below;
    const left = Math.max(MARGIN, Math.min(anchor.right - width, window.innerWidth - MARGIN - width));
    setPlace({ top, left });
  }, [open]);

  // Placed (and so visible), its first entry takes focus.
  useLayoutEffect(() => {
    if (place && !menu.current?.contains(document.activeElement)) itemsOf(menu.current)[0]?.focus({ preventScroll: true });
  }, [place]);

  // A press elsewhere, a scroll that moved its button, or a resize closes it.
  useDismiss(open, {
    inside: () => [menu.current, button.current],
    popup: () => menu.current,
    anchor: () => button.current,
    onDismiss: () => {
      setOpen(false);
      setPlace(null);
    },
  });

  const onMenuKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = itemsOf(menu.current);
    const at = all.indexOf(document.activeElement as HTMLElement);
    const to = (index: number) => {
      event.preventDefault();
      all[(index + all.length) % all.length]?.focus();
    };
    if (event.key === 'ArrowDown') to(at + 1);
    else if (event.key === 'ArrowUp') to(at - 1);
    else if (event.key === 'Home') to(0);
    else if (event.key === 'End') to(all.length - 1);
    else if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault();
      close();
    }
  };

  const choose = (entry: MenuEntry) => {
    close();
    entry.onClick?.();
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        className="semi-button semi-button-primary semi-button-size-small semi-button-borderless gr-row-more"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        aria-label={label}
        onClick={() => (open ? close() : setOpen(true))}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <span className="semi-button-content">
          {text}
          <IconChevronDown size="small" aria-hidden="true" />
        </span>
      </button>
      {open &&
        createPortal(
          <div
            ref={menu}
            id={id}
            role="menu"
            aria-label={label}
            className="gr-row-menu"
            style={place ? { top: place.top, left: place.left } : { top: 0, left: 0, visibility: 'hidden' }}
            onKeyDown={onMenuKey}
          >
            {entries.map((entry) => {
              const className = entry.danger ? 'gr-row-menu-item is-danger' : 'gr-row-menu-item';
              if (entry.href && !entry.reason)
                return (
                  <Link key={entry.key} role="menuitem" tabIndex={-1} className={className} to={entry.href} aria-label={entry.label} onClick={() => close()}>
                    {entry.text}
                  </Link>
                );
              return (
                <button
                  key={entry.key}
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  className={className}
                  aria-label={entry.label}
                  aria-disabled={entry.reason ? true : undefined}
                  aria-describedby={entry.reason ? `${id}-${entry.key}` : undefined}
                  onClick={() => {
                    if (!entry.reason) choose(entry);
                  }}
                >
                  {entry.text}
                  {entry.reason && (
                    <span id={`${id}-${entry.key}`} className="gr-row-menu-reason">
                      {entry.reason}
                    </span>
                  )}
                </button>
              );
            })}
          </div>,
          document.body,
        )}
    </>
  );
}
