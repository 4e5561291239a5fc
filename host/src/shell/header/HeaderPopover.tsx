import Popover, { type PopoverProps } from '@douyinfe/semi-ui/lib/es/popover';
import { ExtensionBoundary } from '@greenroom/sdk';
import { serverPagePending } from '@greenroom/sdk/host';
import {
  cloneElement,
  createContext,
  type FocusEvent,
  Fragment,
  type ReactElement,
  type ReactNode,
  type RefObject,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';

/** Hover delay in and out of the header's popovers (SPEC §9 "other popups"), in ms. */
export const POPUP_DELAY_MS = 100;
/** Hover delay in and out of menu pop-ups (SPEC §9), in ms: the avatar menu and the purchase picker. */
export const MENU_POPUP_DELAY_MS = 50;
/** Distance between a header button and its popover (SPEC §9 "popover offset"), in px. */
export const POPOVER_SPACING = 10;
/** Side of the QR codes shown in header popovers (official account, contact), in px. */
export const QR_POPOVER_SIZE = 140;

/** Where a popover opens relative to its button (Semi's position names). */
export type PopoverPosition = 'bottom' | 'bottomLeft' | 'bottomRight';

const RepositionContext = createContext<() => void>(() => {});
const CloseContext = createContext<() => void>(() => {});

/**
 * Asks the enclosing header popover to measure itself again: for content whose size changes after
 * it first appeared (a QR code arriving from the server).
 */
export function useRepositionPopover(): () => void {
  return useContext(RepositionContext);
}

/** Closes the enclosing header popover and hands focus back to its button: for an entry that is done once clicked. */
export function useCloseHeaderPopover(): () => void {
  return useContext(CloseContext);
}

/** A `rePosKey` for Semi's popover and the function that bumps it. */
export function usePopoverPosition(): [number, () => void] {
  const [key, setKey] = useState(0);
  return [key, useCallback(() => setKey((k) => k + 1), [])];
}

// Renders its children and reports once they are on screen, i.e. once a lazy chunk has arrived.
function Settled({ onSettled, children }: { onSettled: () => void; children: ReactNode }) {
  useEffect(() => onSettled(), [onSettled]);
  return children;
}

/**
 * The inside of a header popover: a labelled region that waits for lazy content with a spinner and
 * asks Semi to place the popover again once the content has arrived (its size is known only then).
 * Content that fails to load says so in Chinese inside the popover, with 重试 (issue 24 §3).
 */
export function PopoverPanel({ label, reposition, className, children }: { label: string; reposition: () => void; className?: string; children: ReactNode }) {
  return (
    <RepositionContext.Provider value={reposition}>
      <section className={`gr-header-pop ${className ?? ''}`.trim()} aria-label={label}>
        <ExtensionBoundary pluginId="host">
          <Settled onSettled={reposition}>{children}</Settled>
        </ExtensionBoundary>
      </section>
    </RepositionContext.Provider>
  );
}

/** Props of {@link ReachablePopover}: Semi's popover's, with its button as the one child. */
export interface ReachablePopoverProps extends PopoverProps {
  /** The button that opens the popover (one element; its ref is {@link ReachablePopoverProps.triggerRef}). */
  children: ReactElement<{ tabIndex?: number }>;
  /** The button's element: focused again when Semi's popover takes the button's place with the focus on it. */
  triggerRef: RefObject<HTMLElement | null>;
}

/**
 * Semi's popover around a header button, mounted only once it first opens (issue 25). Each of Semi's
 * popovers sets itself up as it mounts (a foundation, its listeners, a second render for its id):
 * the header's eight (its buttons' and the bell's) were ~30 of the shell's ~54 ms of hydration at
 * CPU ×4, for popovers nobody had opened yet. On a server's page the button is drawn alone, as Semi
 * draws it (`aria-haspopup="dialog"`, in the tab order, its own handlers kept), and the browser adopts
 * it as it stands; Semi's popover takes its place when it first opens (pointer resting, focus, click,
 * or opened from elsewhere, as the bell is from the home). The button is then a new element: if it
 * had the focus, the new one gets it. Elsewhere (a page drawn in the browser, the tests) it is Semi's
 * from the start.
 */
export function ReachablePopover({ children, triggerRef, ...popover }: ReachablePopoverProps) {
  const [armed, setArmed] = useState(() => !serverPagePending());
  if (popover.visible && !armed) setArmed(true);
  // Whether the button drawn alone was last rendered, and whether it has the focus as Semi's takes its place.
  const alone = useRef(false);
  const refocus = useRef(false);
  useLayoutEffect(() => {
    if (!armed || !refocus.current) return;
    refocus.current = false;
    triggerRef.current?.focus({ preventScroll: true });
  }, [armed, triggerRef]);
  if (armed) {
    // The render that replaces the lone button, which is still in the document: is it focused?
    if (alone.current) refocus.current = typeof document !== 'undefined' && triggerRef.current !== null && document.activeElement === triggerRef.current;
    alone.current = false;
    return <Popover {...popover}>{children}</Popover>;
  }
  alone.current = true;
  return cloneElement(children, { 'aria-haspopup': 'dialog', tabIndex: children.props.tabIndex || 0 } as Partial<{ tabIndex: number }>);
}

/** Props of {@link HeaderPopover}. */
export interface HeaderPopoverProps {
  /** Accessible name of the button, in Chinese. */
  label: string;
  /** The button's face: an icon, a text, or both. */
  children: ReactNode;
  /** What the popover shows; usually a lazy component, loaded on first opening. */
  content: ReactNode;
  /** Starts loading the lazy content as the pointer or focus reaches the button, before the delay ends. */
  preload?: () => unknown;
  /** `menu` for menu pop-ups (50 ms), `popup` for the others (100 ms). */
  kind?: 'popup' | 'menu';
  position?: PopoverPosition;
  /** Closes the popover when something inside it is clicked (menus). */
  clickToHide?: boolean;
  /** Class of the button. */
  className?: string;
  /** Class of the popover's panel. */
  panelClassName?: string;
  /** The content starts afresh at each opening (a menu with sub-panels opens on its list again). */
  remountOnOpen?: boolean;
}

/**
 * A header button with its Semi popover. It opens when the pointer has rested on the button for the
 * delay of SPEC §9 and closes the same delay after the pointer has left both button and popover. It
 * also opens on keyboard focus or a click (Enter), ↓ moves into it, Escape or moving focus away
 * closes it. Semi's own hover trigger is not used: it closes any popover whose button is not under
 * the pointer, so a keyboard user could never keep one open. The content renders only once opened.
 */
export function HeaderPopover(props: HeaderPopoverProps) {
  const { label, children, content, preload, kind = 'popup', position = 'bottom', clickToHide = false, className, panelClassName, remountOnOpen } = props;
  const delay = kind === 'menu' ? MENU_POPUP_DELAY_MS : POPUP_DELAY_MS;
  const [rePosKey, reposition] = usePopoverPosition();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Openings so far (state derived from `open` during render, React's pattern for a previous value).
  const [openings, setOpenings] = useState({ open, count: 0 });
  if (openings.open !== open) setOpenings({ open, count: openings.count + (open ? 1 : 0) });

  // Whether the pointer is over the button or the popover, and whether focus is being handed back
  // to the button after Escape (which must not reopen it).
  const pointerInside = useRef(false);
  const returningFocus = useRef(false);

  const cancel = useCallback(() => clearTimeout(timer.current), []);
  const later = useCallback(
    (next: boolean) => {
      cancel();
      if (next) preload?.();
      timer.current = setTimeout(() => setOpen(next), delay);
    },
    [cancel, delay, preload],
  );
  useEffect(() => cancel, [cancel]);

  const openNow = () => {
    cancel();
    preload?.();
    setOpen(true);
  };
  const pointerEnter = () => {
    pointerInside.current = true;
    later(true);
  };
  const pointerLeave = () => {
    pointerInside.current = false;
    later(false);
  };
  const onFocus = () => {
    if (returningFocus.current) returningFocus.current = false;
    else openNow();
  };
  // Focus moving between the button and its popover keeps it open, and so does a pointer resting on
  // them; focus going anywhere else closes it.
  const onBlur = (event: FocusEvent) => {
    const to = event.relatedTarget as Node | null;
    if (to && (button.current?.contains(to) || panel.current?.contains(to))) return;
    if (!pointerInside.current) later(false);
  };
  const closeAndReturn = () => {
    cancel();
    setOpen(false);
    returningFocus.current = true;
    button.current?.focus({ preventScroll: true });
  };

  // Semi ends a closing animation by removing the popover even when it was opened again meanwhile
  // (Escape then a quick click, or the pointer leaving and coming back): then it is shown once more.
  const reopenIfWanted = () => {
    if (!open) return;
    setOpen(false);
    setTimeout(() => setOpen(true));
  };

  return (
    <ReachablePopover
      triggerRef={button}
      trigger="custom"
      visible={open}
      position={position}
      spacing={POPOVER_SPACING}
      rePosKey={rePosKey}
      onClickOutSide={() => setOpen(false)}
      onEscKeyDown={closeAndReturn}
      afterClose={reopenIfWanted}
      content={
        // biome-ignore lint/a11y/noStaticElementInteractions: pointer and focus bookkeeping only; the controls inside are buttons and links
        // biome-ignore lint/a11y/useKeyWithClickEvents: the click comes from a button or link inside, which Enter and Space also click
        <div
          ref={panel}
          onMouseEnter={pointerEnter}
          onMouseLeave={pointerLeave}
          onFocus={cancel}
          onBlur={onBlur}
          onClick={clickToHide ? () => setOpen(false) : undefined}
        >
          <CloseContext.Provider value={closeAndReturn}>
            <PopoverPanel label={label} reposition={reposition} className={panelClassName}>
              {remountOnOpen ? <Fragment key={openings.count}>{content}</Fragment> : content}
            </PopoverPanel>
          </CloseContext.Provider>
        </div>
      }
    >
      <button
        ref={button}
        type="button"
        className={`gr-header-button ${className ?? ''}`.trim()}
        aria-label={label}
        aria-expanded={open}
        onMouseEnter={pointerEnter}
        onMouseLeave={pointerLeave}
        onFocus={onFocus}
        onBlur={onBlur}
        onClick={openNow}
      >
        {children}
      </button>
    </ReachablePopover>
  );
}
