import { IconClose } from '@douyinfe/semi-icons';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type REMOTE_GONE, Remote, useRemote } from '../ui/Remote';
import { DRAWER_ITEM_CLASS, SideSheet } from '../ui/semiParts';
import { kitTexts } from './texts';

/**
 * What {@link useItemParam} answers: the item named in the address, and how to open or close it.
 * @public
 */
export interface ItemParam {
  /** The positive integer id in `?<name>=`, or undefined (absent or not an id). */
  value: number | undefined;
  /** Puts `?<name>=<id>` in the address (a new history entry, so Back closes it). */
  open(id: number): void;
  /** Takes `?<name>=` out of the address (replacing the entry). */
  close(): void;
}

/**
 * One item of a screen kept in the address, `?order=12`: a drawer opened from a row survives a
 * reload and can be linked to. The other parameters of the address (the list's query) are left alone.
 * @public
 */
export function useItemParam(name: string): ItemParam {
  const [params, setParams] = useSearchParams();
  const raw = params.get(name);
  const value = raw !== null && /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : undefined;
  const open = useCallback(
    (id: number) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.set(name, String(id));
        return next;
      }),
    [name, setParams],
  );
  const close = useCallback(
    () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(name);
          return next;
        },
        { replace: true },
      ),
    [name, setParams],
  );
  return { value, open, close };
}

/**
 * Props of {@link DetailDrawer}.
 * @public
 */
export interface DetailDrawerProps<K extends string | number, T> {
  /** The item shown (its key), or undefined when the drawer is closed. */
  item: K | undefined;
  /** The drawer's title (its accessible name too): 订单详情. */
  title: string;
  /**
   * Loads the item; answers null when it failed (the envelope client has said why), or
   * `REMOTE_GONE` when it does not exist: then the drawer says so with 关闭, not 重试.
   */
  load: (item: K, signal: AbortSignal) => Promise<T | null | typeof REMOTE_GONE>;
  /** Change it to load again (after a move on the item); the shown data stays until the new one arrives. */
  version?: number;
  /** What failed, beside 重试. */
  errorText?: string;
  /** Said when the item does not exist (订单不存在或无权访问). */
  goneText?: string;
  /** The body, once loaded. */
  children: (data: T) => ReactNode;
  /** Buttons at the bottom (the item's moves), once loaded. */
  footer?: (data: T) => ReactNode;
  onClose(): void;
  /** Width in px (520 by default). */
  width?: number;
}

function DrawerBody<K extends string | number, T>({
  item,
  title,
  load,
  version,
  errorText,
  goneText,
  children,
  footer,
  onClose,
}: Omit<DetailDrawerProps<K, T>, 'width' | 'item'> & { item: K }) {
  const root = useRef<HTMLDivElement>(null);
  // Semi's side sheet is a dialog without a name: give it the title, as a screen reader announces it.
  useEffect(() => {
    root.current?.closest('[role="dialog"]')?.setAttribute('aria-label', title);
  }, [title]);
  // Loads again for another item or version only (a new `load` each render is not a reason).
  const remote = useRemote((signal) => load(item, signal), [item, version]);
  return (
    <div ref={root} className="gr-detail-drawer" aria-busy={remote.loading}>
      <Remote remote={remote} errorText={errorText} goneText={goneText} back={{ text: kitTexts.close, onClick: onClose }}>
        {(data) => (
          <>
            <div className="gr-detail-body">{children(data)}</div>
            {footer ? <div className="gr-detail-footer">{footer(data)}</div> : null}
          </>
        )}
      </Remote>
    </div>
  );
}

/**
 * The detail of one item in a side sheet: loads it when opened (a spinner, then the body, or an
 * error with 重试; an item that does not exist says so with 关闭), keeps it while it loads again after a move (`version`), closes on Esc or ×.
 * Pair it with {@link useItemParam} so the open item lives in the address.
 * @public
 */
export function DetailDrawer<K extends string | number, T>({ item, title, onClose, width = 520, ...rest }: DetailDrawerProps<K, T>) {
  // Issue 25: the sheet is a portal, which the server's render has not: opened from the address, it
  // opens once the page is mounted, so that the first render is the server's (hydration).
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const open = mounted && item !== undefined;
  return (
    <>
      {/* An item in the address: Semi's SideSheet (loaded when first needed, ui/semiParts.tsx) is
          preloaded with the page, so that the drawer opens as the page is mounted. */}
      {item !== undefined ? <span className={DRAWER_ITEM_CLASS} hidden /> : null}
      <SideSheet title={title} visible={open} onCancel={onClose} closeOnEsc width={width} closeIcon={<IconClose aria-label={kitTexts.close} />}>
        {open ? <DrawerBody<K, T> {...rest} title={title} item={item} onClose={onClose} /> : null}
      </SideSheet>
    </>
  );
}

/**
 * One line of {@link DetailFields}: a label and its value; left out when `value` is null or undefined.
 * @public
 */
export interface DetailField {
  key?: string;
  label: string;
  value: ReactNode;
}

/**
 * Label–value pairs of a detail (a description list); empty values are left out.
 * @public
 */
export function DetailFields({ items, label }: { items: readonly DetailField[]; label?: string }) {
  const shown = items.filter((item) => item.value !== null && item.value !== undefined && item.value !== '');
  return (
    <dl className="gr-detail-fields" aria-label={label}>
      {shown.map((item) => (
        <div key={item.key ?? item.label} className="gr-detail-field">
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A titled group inside a detail (金额, 时间线, 预约信息…).
 * @public
 */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="gr-detail-section" aria-label={title}>
      <h3>{title}</h3>
      {children}
    </section>
  );
}
