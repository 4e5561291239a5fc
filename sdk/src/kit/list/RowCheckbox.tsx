import { IconCheckboxIndeterminate, IconCheckboxTick } from '@douyinfe/semi-icons';
// The box wears Semi's checkbox styles without Semi's Checkbox component.
import '@douyinfe/semi-foundation/lib/es/checkbox/checkbox.css';

/**
 * A list's selection box (issue 25): a native checkbox in Semi's checkbox markup and classes, so it
 * looks like Semi's `Checkbox` without its class component, foundation and focus state per row.
 * The native input covers the box (Semi's CSS), a click or Space toggles it; `indeterminate` is the
 * DOM property (a screen reader hears "mixed"), set after render, so the server's markup and the
 * browser's first render are the same.
 */
export function RowCheckbox({
  checked,
  indeterminate = false,
  label,
  onChange,
}: {
  checked: boolean;
  indeterminate?: boolean;
  label: string;
  onChange(checked: boolean): void;
}) {
  const state = checked ? 'semi-checkbox-checked' : indeterminate ? 'semi-checkbox-indeterminate semi-checkbox-unChecked' : 'semi-checkbox-unChecked';
  return (
    <span className="semi-table-selection-wrap">
      <span className={`semi-checkbox ${state} semi-checkbox-cardType_enable`}>
        <span className={checked ? 'semi-checkbox-inner semi-checkbox-inner-checked' : 'semi-checkbox-inner'}>
          <input
            type="checkbox"
            className="semi-checkbox-input"
            aria-label={label}
            checked={checked}
            ref={(input) => {
              if (input) input.indeterminate = indeterminate && !checked;
            }}
            onChange={(event) => onChange(event.target.checked)}
          />
          <span className="semi-checkbox-inner-display">{checked ? <IconCheckboxTick /> : indeterminate ? <IconCheckboxIndeterminate /> : null}</span>
        </span>
      </span>
    </span>
  );
}
