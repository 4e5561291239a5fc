import { IconArrowDown, IconArrowUp, IconDelete, IconHandle } from '@douyinfe/semi-icons';
import Button from '@douyinfe/semi-ui/lib/es/button';
import { type CSSProperties, type KeyboardEvent, type PointerEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { editorTexts } from '../texts';

/**
 * Props of {@link SortableList}.
 * @public
 */
export interface SortableListProps<Item> {
  /** The items, in order. */
  items: readonly Item[];
  /** Called with the items in their new order (after a move, a removal or an addition). */
  onChange: (items: Item[]) => void;
  /** An item's own content (its fields). */
  renderItem: (item: Item, index: number) => ReactNode;
  /**
   * Names an item in its buttons and announcements, brackets included when it is a name
   * (`「手机号」` → 上移「手机号」); 第 n 项 by default.
   */
  itemName?: (item: Item, index: number) => string;
  /** The item's accessible name (its `<li>`); `itemName` by default. */
  itemLabel?: (item: Item, index: number) => string;
  /**
   * A stable key of an item (a question's `key`): kept across moves. Without it the list keeps keys
   * of its own, which follow the items it moves itself.
   */
  itemKey?: (item: Item, index: number) => string | number;
  /** Fewest items: 删除 is disabled at this count (0). */
  min?: number;
  /** Items can be removed (删除 on each; true). */
  removable?: boolean;
  /** A handle to drag items with the pointer (true); the buttons and Alt+↑/↓ move them by keyboard. */
  draggable?: boolean;
  /** Nothing moves, nothing is removed. */
  disabled?: boolean;
  /** Below the items: `add(item)` appends one and puts the focus in it (添加 buttons). */
  footer?: (add: (item: Item) => void) => ReactNode;
  /** Shown instead of the items when there are none (暂无内容). */
  emptyText?: ReactNode;
  /** The list's id and the ids of its name and description (from an {@link EditorField}). */
  id?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  /** A class of each item beside `gr-list-field-item`. */
  itemClassName?: string;
}

type Action = 'up' | 'down' | 'remove' | 'add' | 'keep' | 'none';
type Focus = { key: string; action: Action; element?: HTMLElement | null };

interface Drag {
  key: string;
  from: number;
  pointerId: number;
  startY: number;
  /** The items' vertical middles and the dragged item's height (with the gap), measured at the start. */
  middles: number[];
  step: number;
  to: number;
  dy: number;
}

/** The index the dragged item lands at: how many of the others have their middle above its middle now. */
export function dropIndex(middles: readonly number[], from: number, dy: number): number {
  const centre = (middles[from] ?? 0) + dy;
  return middles.filter((middle, index) => index !== from && middle < centre).length;
}

/** `items` with the item at `from` moved to `to`. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}

/**
 * A list whose items are reordered and removed in place — the kit's one sortable list (a
 * registration form's fields, a survey's questions, a question's options): each item has 上移, 下移
 * and 删除 buttons named after it, Alt+↑ / Alt+↓ move the item holding the focus (the focus stays
 * where it was), and a handle drags an item with the pointer (mouse, pen or touch; Esc puts it
 * back). The focus follows a moved item, a polite status line says where it went
 * (「年龄」已移到第 2 位), and `footer` adds items (the focus goes into the new one). Wrap it in an
 * {@link EditorField} for a label and a problem under it, as {@link ListField} does.
 * @public
 */
export function SortableList<Item>(props: SortableListProps<Item>) {
  const {
    items,
    onChange,
    renderItem,
    itemName,
    itemLabel,
    itemKey,
    min = 0,
    removable = true,
    draggable = true,
    disabled = false,
    footer,
    emptyText = editorTexts.listEmpty,
    itemClassName,
  } = props;
  // Own keys for items without one, kept in step with the moves the list makes itself.
  const ownKeys = useRef<string[]>([]);
  const nextKey = useRef(0);
  if (!itemKey && ownKeys.current.length !== items.length) ownKeys.current = items.map(() => `k${nextKey.current++}`);
  const keys = itemKey ? items.map((item, index) => String(itemKey(item, index))) : ownKeys.current;
  const root = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const foot = useRef<HTMLDivElement>(null);
  const [focus, setFocus] = useState<Focus | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [drag, setDrag] = useState<Drag | null>(null);
  const dragRef = useRef<Drag | null>(null);

  const nameOf = (item: Item, index: number) => itemName?.(item, index) ?? editorTexts.nthItem(index + 1);
  // This list's own items and buttons only: a list inside an item (a question's options) has its own.
  const itemNode = (key: string) => [...(list.current?.children ?? [])].find((node): node is HTMLElement => (node as HTMLElement).dataset.itemKey === key);
  const addButton = () => foot.current?.querySelector<HTMLElement>('[data-action="add"]:not([disabled])');

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per requested focus (the helpers read refs).
  useEffect(() => {
    if (!focus) return;
    setFocus(null);
    const item = itemNode(focus.key);
    const actions = [...(item?.children ?? [])].find((node) => node.classList.contains('gr-list-field-actions'));
    const button = (action: Action) => actions?.querySelector<HTMLButtonElement>(`button[data-action="${action}"]:not([disabled])`);
    let target: HTMLElement | null | undefined;
    if (focus.action === 'none') return;
    if (focus.action === 'keep') target = focus.element?.isConnected ? focus.element : item;
    else if (focus.action === 'up') target = button('up') ?? button('down');
    else if (focus.action === 'down') target = button('down') ?? button('up');
    else target = item?.querySelector<HTMLElement>('input, textarea, [role="combobox"], button') ?? addButton();
    if (target && document.activeElement !== target) target.focus();
  }, [focus]);

  const moveTo = (from: number, to: number, action: Action, element?: HTMLElement | null) => {
    if (disabled || to === from || to < 0 || to >= items.length) return;
    const key = keys[from] as string;
    if (!itemKey) ownKeys.current = moveItem(ownKeys.current, from, to);
    const next = moveItem(items, from, to);
    onChange(next);
    setFocus({ key, action, element });
    setAnnouncement(editorTexts.movedTo(nameOf(next[to] as Item, to), to + 1));
  };

  const remove = (index: number) => {
    const nextKeys = keys.filter((_, i) => i !== index);
    if (!itemKey) ownKeys.current = nextKeys;
    const removedName = nameOf(items[index] as Item, index);
    onChange(items.filter((_, i) => i !== index));
    setAnnouncement(editorTexts.removed(removedName));
    // The focus goes to the item that took its place (or the one before, or 添加).
    const neighbour = nextKeys[Math.min(index, nextKeys.length - 1)];
    if (neighbour !== undefined) setFocus({ key: neighbour, action: 'remove' });
    else addButton()?.focus();
  };

  const add = (item: Item) => {
    const key = itemKey ? String(itemKey(item, items.length)) : `k${nextKey.current++}`;
    if (!itemKey) ownKeys.current = [...ownKeys.current, key];
    onChange([...items, item]);
    setFocus({ key, action: 'add' });
  };

  const onItemKeyDown = (event: KeyboardEvent<HTMLLIElement>, index: number) => {
    if (!event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    // The innermost list takes the keys (an option moves inside its question, not the question).
    event.preventDefault();
    event.stopPropagation();
    moveTo(index, index + (event.key === 'ArrowUp' ? -1 : 1), 'keep', document.activeElement as HTMLElement | null);
  };

  // --- dragging by the handle (pointer events: mouse, pen and touch alike) ---
  const startDrag = (event: PointerEvent<HTMLElement>, index: number) => {
    if (disabled || event.button !== 0 || items.length < 2) return;
    event.preventDefault();
    const rects = keys.map((key) => itemNode(key)?.getBoundingClientRect());
    const middles = rects.map((rect) => (rect ? rect.top + rect.height / 2 : 0));
    const own = rects[index];
    const next = rects[index + 1];
    const previous = rects[index - 1];
    // The others shift by the dragged item's height and the gap between items.
    const gap = own && next ? next.top - own.bottom : own && previous ? own.top - previous.bottom : 0;
    const started: Drag = {
      key: keys[index] as string,
      from: index,
      pointerId: event.pointerId,
      startY: event.clientY,
      middles,
      step: (own?.height ?? 0) + Math.max(0, gap),
      to: index,
      dy: 0,
    };
    event.currentTarget.setPointerCapture?.(event.pointerId);
    dragRef.current = started;
    setDrag(started);
  };
  const moveDrag = (event: PointerEvent<HTMLElement>) => {
    const current = dragRef.current;
    if (!current || event.pointerId !== current.pointerId) return;
    const dy = event.clientY - current.startY;
    const next = { ...current, dy, to: dropIndex(current.middles, current.from, dy) };
    dragRef.current = next;
    setDrag(next);
  };
  const endDrag = (event: PointerEvent<HTMLElement>, drop: boolean) => {
    const current = dragRef.current;
    if (!current || event.pointerId !== current.pointerId) return;
    dragRef.current = null;
    setDrag(null);
    event.currentTarget.releasePointerCapture?.(event.pointerId);
    // A pointer's move leaves the focus where it was.
    if (drop && current.to !== current.from) moveTo(current.from, current.to, 'none');
  };
  useEffect(() => {
    if (!drag) return;
    const cancel = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      dragRef.current = null;
      setDrag(null);
    };
    window.addEventListener('keydown', cancel, true);
    return () => window.removeEventListener('keydown', cancel, true);
  }, [drag]);

  /** Where an item is drawn while another is dragged: the dragged one under the pointer, the ones it passed shifted by its height. */
  const dragStyle = (index: number): CSSProperties | undefined => {
    if (!drag) return undefined;
    if (index === drag.from) return { transform: `translateY(${drag.dy}px)` };
    if (drag.from < index && index <= drag.to) return { transform: `translateY(${-drag.step}px)` };
    if (drag.to <= index && index < drag.from) return { transform: `translateY(${drag.step}px)` };
    return { transform: 'translateY(0)' };
  };

  return (
    <div ref={root} className="gr-list-field gr-sortable" data-dragging={drag ? '' : undefined}>
      {items.length > 0 ? (
        <ol ref={list} className="gr-list-field-items" id={props.id} aria-labelledby={props['aria-labelledby']} aria-describedby={props['aria-describedby']}>
          {items.map((item, index) => {
            const key = keys[index] as string;
            const name = nameOf(item, index);
            const dragged = drag?.from === index;
            return (
              <li
                key={key}
                className={`gr-list-field-item${itemClassName ? ` ${itemClassName}` : ''}`}
                data-item-key={key}
                data-dragged={dragged ? '' : undefined}
                aria-label={itemLabel?.(item, index) ?? name}
                style={dragStyle(index)}
                onKeyDown={(event) => onItemKeyDown(event, index)}
              >
                {draggable ? (
                  // Pointer only: the buttons and Alt+↑/↓ are the keyboard's way to move an item.
                  <span
                    className="gr-sortable-handle"
                    data-action="drag"
                    aria-hidden="true"
                    title={editorTexts.dragHint}
                    data-disabled={disabled || items.length < 2 ? '' : undefined}
                    onPointerDown={(event) => startDrag(event, index)}
                    onPointerMove={moveDrag}
                    onPointerUp={(event) => endDrag(event, true)}
                    onPointerCancel={(event) => endDrag(event, false)}
                  >
                    <IconHandle />
                  </span>
                ) : null}
                <div className="gr-list-field-body">{renderItem(item, index)}</div>
                <div className="gr-list-field-actions">
                  <Button
                    icon={<IconArrowUp aria-hidden="true" />}
                    theme="borderless"
                    data-action="up"
                    aria-label={editorTexts.moveUp(name)}
                    aria-keyshortcuts="Alt+ArrowUp"
                    disabled={disabled || index === 0}
                    onClick={() => moveTo(index, index - 1, 'up')}
                  />
                  <Button
                    icon={<IconArrowDown aria-hidden="true" />}
                    theme="borderless"
                    data-action="down"
                    aria-label={editorTexts.moveDown(name)}
                    aria-keyshortcuts="Alt+ArrowDown"
                    disabled={disabled || index === items.length - 1}
                    onClick={() => moveTo(index, index + 1, 'down')}
                  />
                  {removable ? (
                    <Button
                      icon={<IconDelete aria-hidden="true" />}
                      theme="borderless"
                      type="danger"
                      data-action="remove"
                      aria-label={editorTexts.remove(name)}
                      disabled={disabled || items.length <= min}
                      onClick={() => remove(index)}
                    />
                  ) : null}
                </div>
              </li>
            );
          })}
        </ol>
      ) : (
        <p className="gr-muted gr-list-field-empty" id={props.id}>
          {emptyText}
        </p>
      )}
      {footer ? (
        <div ref={foot} className="gr-sortable-footer">
          {footer(add)}
        </div>
      ) : null}
      <span className="gr-visually-hidden" aria-live="polite">
        {announcement}
      </span>
    </div>
  );
}
