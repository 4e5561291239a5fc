import { IconSetting } from '@douyinfe/semi-icons';
import Button from '@douyinfe/semi-ui/lib/es/button';
import Checkbox from '@douyinfe/semi-ui/lib/es/checkbox';
import Popover from '@douyinfe/semi-ui/lib/es/popover';
import { listTexts } from './texts';
import type { SettableColumn } from './useColumnSettings';

/**
 * Props of {@link ColumnSettings}.
 * @public
 */
export interface ColumnSettingsProps {
  columns: readonly SettableColumn[];
  hidden: readonly string[];
  onChange(hidden: string[] | null): void;
}

/**
 * The 列设置 button: a checkbox per column to show or hide it, and 恢复默认.
 * @public
 */
export function ColumnSettings({ columns, hidden, onChange }: ColumnSettingsProps) {
  const settable = columns.filter((c) => !c.fixed);
  return (
    <Popover
      trigger="click"
      position="bottomRight"
      showArrow
      content={
        <fieldset className="gr-column-settings">
          <legend>{listTexts.columnsTitle}</legend>
          {settable.map((column) => (
            <Checkbox
              key={column.key}
              checked={!hidden.includes(column.key)}
              onChange={(event) => {
                const show = !!event.target.checked;
                onChange(show ? hidden.filter((k) => k !== column.key) : [...hidden, column.key]);
              }}
            >
              {column.title}
            </Checkbox>
          ))}
          <Button size="small" theme="borderless" onClick={() => onChange(null)}>
            {listTexts.columnsReset}
          </Button>
        </fieldset>
      }
    >
      <Button icon={<IconSetting />} aria-label={listTexts.columns}>
        {listTexts.columns}
      </Button>
    </Popover>
  );
}
