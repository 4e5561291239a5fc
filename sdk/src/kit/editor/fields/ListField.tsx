import { IconArrowDown, IconArrowUp, IconDelete, IconPlus } from '@douyinfe/semi-icons';
import Button from '@douyinfe/semi-ui/lib/es/button';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { editorTexts } from '../texts';
import { EditorField } from './EditorField';
import type { FieldProps } from './textFields';

/**
 * Props of {@link ListField}.
 * @public
 */
export interface ListFieldProps<Item> extends FieldProps<Item[]> {
  /** What one item is called: 字段 → 添加字段. */
  itemName: string;
  /** A new item, added at the end. */
  newItem: () => Item;
  /** The item's own fields, bound by path: `<TextField {...editor.bind(\`form.${index}.label\`)} />`. */
  renderItem: (item: Item, index: number) => ReactNode;
  /** Names an item in its buttons (上移「手机号」); 第 n 项 by default. */
  itemLabel?: (item: Item, index: number) => string;
  /** Fewest items: 删除 is disabled at this count (0). */
  min?: number;
  /** Most items: 添加 is disabled at this count. */
  max?: number;
}

type Action = 'up' | 'down' | 'remove' | 'add';

/**
 * A list of items edited in place (the event's registration form): each item with 上移, 下移 and
 * 删除 buttons, 添加 at the end. The buttons are named after their item for a screen reader, and
 * the focus follows the moved item. The list's own problem (同一字段只能添加一次) is under it; an
 * item's problems are under the item's fields.
 * @public
 */
export function ListField<Item>(props: ListFieldProps<Item>) {
  const { name, id, label, required, help, error, disabled, value, onChange, itemName, newItem, renderItem, itemLabel, min = 0, max } = props;
  const items = value ?? [];
  // Stable keys per item across moves (the items are plain values without ids).
  const keys = useRef<number[]>([]);
  const nextKey = useRef(0);
  if (keys.current.length !== items.length) keys.current = items.map(() => nextKey.current++);
  const root = useRef<HTMLDivElement>(null);
  const [focus, setFocus] = useState<{ key: number; action: Action } | null>(null);

  useEffect(() => {
    if (!focus) return;
    setFocus(null);
    const item = root.current?.querySelector<HTMLElement>(`[data-item-key="${focus.key}"]`);
    const buttons = (action: Action) => item?.querySelector<HTMLButtonElement>(`button[data-action="${action}"]:not([disabled])`);
    const target =
      focus.action === 'up'
        ? (buttons('up') ?? buttons('down'))
        : focus.action === 'down'
          ? (buttons('down') ?? buttons('up'))
          : (item?.querySelector<HTMLElement>('input, textarea, [role="combobox"], button') ??
            root.current?.querySelector<HTMLElement>('button[data-action="add"]'));
    target?.focus();
  }, [focus]);

  const named = (item: Item, index: number) => (itemLabel ? `「${itemLabel(item, index)}」` : editorTexts.nthItem(index + 1));

  const move = (index: number, by: -1 | 1) => {
    const next = [...items];
    const nextKeys = [...keys.current];
    [next[index], next[index + by]] = [next[index + by], next[index]];
    [nextKeys[index], nextKeys[index + by]] = [nextKeys[index + by], nextKeys[index]];
    keys.current = nextKeys;
    onChange(next);
    setFocus({ key: nextKeys[index + by], action: by < 0 ? 'up' : 'down' });
  };
  const remove = (index: number) => {
    const nextKeys = keys.current.filter((_, i) => i !== index);
    keys.current = nextKeys;
    onChange(items.filter((_, i) => i !== index));
    // The focus goes to the item that took its place (or the one before, or 添加).
    const neighbour = nextKeys[Math.min(index, nextKeys.length - 1)];
    if (neighbour !== undefined) setFocus({ key: neighbour, action: 'remove' });
    else root.current?.querySelector<HTMLElement>('button[data-action="add"]')?.focus();
  };
  const add = () => {
    const key = nextKey.current++;
    keys.current = [...keys.current, key];
    onChange([...items, newItem()]);
    setFocus({ key, action: 'add' });
  };

  return (
    <EditorField name={name} id={id} label={label} required={required} help={help} error={error} group>
      {(control) => (
        <div ref={root} className="gr-list-field">
          {items.length > 0 ? (
            <ol className="gr-list-field-items" id={control.id} aria-labelledby={control['aria-labelledby']} aria-describedby={control['aria-describedby']}>
              {items.map((item, index) => {
                const key = keys.current[index];
                const itemName = named(item, index);
                return (
                  <li key={key} className="gr-list-field-item" data-item-key={key} aria-label={itemLabel?.(item, index) ?? itemName}>
                    <div className="gr-list-field-body">{renderItem(item, index)}</div>
                    <div className="gr-list-field-actions">
                      <Button
                        icon={<IconArrowUp aria-hidden="true" />}
                        theme="borderless"
                        data-action="up"
                        aria-label={editorTexts.moveUp(itemName)}
                        disabled={disabled || index === 0}
                        onClick={() => move(index, -1)}
                      />
                      <Button
                        icon={<IconArrowDown aria-hidden="true" />}
                        theme="borderless"
                        data-action="down"
                        aria-label={editorTexts.moveDown(itemName)}
                        disabled={disabled || index === items.length - 1}
                        onClick={() => move(index, 1)}
                      />
                      <Button
                        icon={<IconDelete aria-hidden="true" />}
                        theme="borderless"
                        type="danger"
                        data-action="remove"
                        aria-label={editorTexts.remove(itemName)}
                        disabled={disabled || items.length <= min}
                        onClick={() => remove(index)}
                      />
                    </div>
                  </li>
                );
              })}
            </ol>
          ) : (
            <p className="gr-muted gr-list-field-empty" id={control.id}>
              {editorTexts.listEmpty}
            </p>
          )}
          <Button icon={<IconPlus aria-hidden="true" />} data-action="add" disabled={disabled || (max !== undefined && items.length >= max)} onClick={add}>
            {editorTexts.add(itemName)}
          </Button>
        </div>
      )}
    </EditorField>
  );
}
