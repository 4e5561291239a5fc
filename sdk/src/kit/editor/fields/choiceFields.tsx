import type { RadioChangeEvent } from '@douyinfe/semi-ui/lib/es/radio';
import { type ReactNode, useEffect, useRef } from 'react';
import { DatePicker } from '../../../ui/DatePicker';
import { Radio, RadioGroup, Switch } from '../../../ui/semiParts';
import { KitSelect as Select } from '../../list/KitSelect';
import { editorTexts } from '../texts';
import { EditorField, type FieldControlProps } from './EditorField';
import type { FieldProps } from './textFields';

/**
 * One choice of a {@link RadioField} or {@link SelectField}.
 * @public
 */
export interface FieldOption<T> {
  value: T;
  label: string;
  /** Not choosable now, with the reason in the label or the field's help. */
  disabled?: boolean;
}

/**
 * Props of {@link RadioField}.
 * @public
 */
export interface RadioFieldProps<T extends string | number | boolean> extends FieldProps<T> {
  options: readonly FieldOption<T>[];
  /** `button`: a segmented row of buttons. */
  look?: 'default' | 'button';
}

/**
 * A few choices side by side (the arrow keys move between them).
 * @public
 */
export function RadioField<T extends string | number | boolean>({
  name,
  id,
  label,
  required,
  help,
  error,
  disabled,
  value,
  onChange,
  options,
  look,
}: RadioFieldProps<T>) {
  return (
    <EditorField name={name} id={id} label={label} required={required} help={help} error={error} group choice>
      {(control) => (
        // Semi's group has no role of its own: the radio group is this element.
        <div
          role="radiogroup"
          id={control.id}
          aria-labelledby={control['aria-labelledby']}
          aria-describedby={control['aria-describedby']}
          aria-invalid={control['aria-invalid']}
          aria-required={control['aria-required']}
        >
          <RadioGroup
            // Without a name Semi calls every group `default`: two groups on a page would be one to the browser.
            name={control.id}
            value={value as string | number}
            type={look === 'button' ? 'button' : 'default'}
            disabled={disabled}
            onChange={(event: RadioChangeEvent) => onChange(event.target.value as T)}
          >
            {options.map((option) => (
              <Radio key={String(option.value)} value={option.value as string | number} disabled={option.disabled}>
                {option.label}
              </Radio>
            ))}
          </RadioGroup>
        </div>
      )}
    </EditorField>
  );
}

/**
 * Props of {@link SwitchField}.
 * @public
 */
export interface SwitchFieldProps extends FieldProps<boolean> {
  /** What on and off mean, beside the switch (开放 / 关闭). */
  onText?: string;
  offText?: string;
}

/**
 * On or off (Space toggles it).
 * @public
 */
export function SwitchField({ name, id, label, required, help, error, disabled, value, onChange, onText, offText }: SwitchFieldProps) {
  return (
    <EditorField name={name} id={id} label={label} required={required} help={help} error={error}>
      {(control) => (
        <div className="gr-switch-field">
          <Switch
            id={control.id}
            aria-labelledby={control['aria-labelledby']}
            aria-describedby={control['aria-describedby']}
            aria-invalid={control['aria-invalid']}
            checked={value === true}
            disabled={disabled}
            onChange={(checked: boolean) => onChange(checked)}
          />
          {onText || offText ? (
            <span className="gr-muted" aria-hidden="true">
              {value ? onText : offText}
            </span>
          ) : null}
        </div>
      )}
    </EditorField>
  );
}

/**
 * Props of {@link SelectField}.
 * @public
 */
export interface SelectFieldProps<T extends string | number> extends FieldProps<T | null> {
  options: readonly FieldOption<T>[];
  placeholder?: string;
  /** The choice can be taken back (× in the box): the value becomes null. */
  clearable?: boolean;
  /** Typing filters the choices. */
  searchable?: boolean;
  /** The choices are still on their way: a value not among them yet shows as 加载中…, never as its raw id. */
  loading?: boolean;
}

/**
 * One choice of a longer list.
 * @public
 */
export function SelectField<T extends string | number>(props: SelectFieldProps<T>) {
  const { name, id, label, required, help, error, disabled, value, onChange, options, placeholder, clearable, searchable, loading } = props;
  const waiting = loading === true && value !== null && !options.some((option) => option.value === value);
  return (
    <EditorField name={name} id={id} label={label} required={required} help={help} error={error} choice>
      {(control) => (
        <Select
          id={control.id}
          aria-labelledby={control['aria-labelledby']}
          aria-describedby={control['aria-describedby']}
          aria-invalid={control['aria-invalid']}
          value={waiting ? undefined : (value ?? undefined)}
          placeholder={waiting ? editorTexts.loadingChoices : (placeholder ?? editorTexts.selectPlaceholder)}
          loading={loading}
          optionList={options.map((option) => ({ value: option.value, label: option.label, disabled: option.disabled }))}
          onChange={(next) => onChange(next === undefined || next === null ? null : (next as T))}
          showClear={clearable}
          filter={searchable}
          disabled={disabled}
          // Without the closing animation the choice is reported at once.
          motion={false}
          validateStatus={error ? 'error' : 'default'}
          style={{ width: '100%', maxWidth: 360 }}
        />
      )}
    </EditorField>
  );
}

/** Semi's date input does not pass the label and description on: they are set on its input here. */
function LabelledInput({ control, children }: { control: FieldControlProps; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const { id } = control;
  const describedBy = control['aria-describedby'];
  const invalid = control['aria-invalid'];
  const required = control['aria-required'];
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const label = (input: HTMLInputElement) => {
      input.id = id;
      for (const [attribute, value] of [
        ['aria-describedby', describedBy],
        ['aria-invalid', invalid ? 'true' : undefined],
        ['aria-required', required ? 'true' : undefined],
      ] as const) {
        if (value) input.setAttribute(attribute, value);
        else input.removeAttribute(attribute);
      }
    };
    const input = element.querySelector('input');
    if (input) return label(input);
    // Semi's DatePicker loads when first shown (ui/DatePicker.tsx): its input comes after this render.
    const observer = new MutationObserver(() => {
      const arrived = element.querySelector('input');
      if (!arrived) return;
      observer.disconnect();
      label(arrived);
    });
    observer.observe(element, { childList: true, subtree: true });
    return () => observer.disconnect();
  });
  // Enter confirms the typed date (the picker's own key): it must not also save the editor's form
  // (a browser submits a form on Enter in its input — a create would go before the rest is filled).
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const keepEnter = (event: KeyboardEvent) => {
      if (event.key === 'Enter') event.preventDefault();
    };
    element.addEventListener('keydown', keepEnter);
    return () => element.removeEventListener('keydown', keepEnter);
  }, []);
  return (
    <div ref={box} className="gr-date-field">
      {children}
    </div>
  );
}

/**
 * Props of {@link DateTimeField}.
 * @public
 */
export interface DateTimeFieldProps extends FieldProps<string | null> {
  placeholder?: string;
  /** The choice can be taken back: the value becomes null (an optional end time). */
  clearable?: boolean;
  /** Days that cannot be chosen. */
  disabledDate?: (date: Date) => boolean;
}

/**
 * A date and time (to the minute), kept as an ISO 8601 string (`2026-11-23T06:30:00.000Z`), or
 * null when none is chosen.
 * @public
 */
export function DateTimeField({ name, id, label, required, help, error, disabled, value, onChange, placeholder, clearable, disabledDate }: DateTimeFieldProps) {
  const date = value ? new Date(value) : undefined;
  return (
    <EditorField name={name} id={id} label={label} required={required} help={help} error={error} choice>
      {(control) => (
        <LabelledInput control={control}>
          <DatePicker
            type="dateTime"
            format="yyyy-MM-dd HH:mm"
            value={date && !Number.isNaN(date.getTime()) ? date : undefined}
            placeholder={placeholder ?? editorTexts.datePlaceholder}
            showClear={clearable}
            disabled={disabled}
            disabledDate={disabledDate ? (day) => !!day && disabledDate(day) : undefined}
            validateStatus={error ? 'error' : 'default'}
            onChange={(next) => {
              const picked = Array.isArray(next) ? next[0] : next;
              const parsed = picked instanceof Date ? picked : picked ? new Date(picked as string | number) : null;
              onChange(parsed && !Number.isNaN(parsed.getTime()) ? parsed.toISOString() : null);
            }}
            style={{ width: 240 }}
          />
        </LabelledInput>
      )}
    </EditorField>
  );
}
