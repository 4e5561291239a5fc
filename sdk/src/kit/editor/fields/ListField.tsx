import { IconPlus } from '@douyinfe/semi-icons';
import Button from '@douyinfe/semi-ui/lib/es/button';
import type { ReactNode } from 'react';
import { editorTexts } from '../texts';
import { EditorField } from './EditorField';
import { SortableList } from './SortableList';
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
  /** A stable key of an item (an option's `key`); else the list keeps its own. */
  itemKey?: (item: Item, index: number) => string | number;
  /** Fewest items: 删除 is disabled at this count (0). */
  min?: number;
  /** Most items: 添加 is disabled at this count. */
  max?: number;
  /** A handle to drag items with the pointer (true). */
  draggable?: boolean;
}

/**
 * A list of items edited in place (the event's registration form, a question's options): a
 * {@link SortableList} — each item with 上移, 下移 and 删除 buttons, Alt+↑ / Alt+↓ and a drag handle
 * — with 添加 at the end. The buttons are named after their item for a screen reader, and the focus
 * follows the moved item. The list's own problem (同一字段只能添加一次) is under it; an item's
 * problems are under the item's fields.
 * @public
 */
export function ListField<Item>(props: ListFieldProps<Item>) {
  const {
    name,
    id,
    label,
    required,
    help,
    error,
    disabled,
    value,
    onChange,
    itemName,
    newItem,
    renderItem,
    itemLabel,
    itemKey,
    min = 0,
    max,
    draggable,
  } = props;
  const items = value ?? [];
  return (
    <EditorField name={name} id={id} label={label} required={required} help={help} error={error} group>
      {(control) => (
        <SortableList
          id={control.id}
          aria-labelledby={control['aria-labelledby']}
          aria-describedby={control['aria-describedby']}
          items={items}
          onChange={onChange}
          renderItem={renderItem}
          itemName={itemLabel && ((item, index) => editorTexts.quoted(itemLabel(item, index)))}
          itemLabel={itemLabel}
          itemKey={itemKey}
          min={min}
          disabled={disabled}
          draggable={draggable}
          footer={(add) => (
            <Button
              icon={<IconPlus aria-hidden="true" />}
              data-action="add"
              disabled={disabled || (max !== undefined && items.length >= max)}
              onClick={() => add(newItem())}
            >
              {editorTexts.add(itemName)}
            </Button>
          )}
        />
      )}
    </EditorField>
  );
}
