import Checkbox from '@douyinfe/semi-ui/lib/es/checkbox';
import Input from '@douyinfe/semi-ui/lib/es/input';
import TextArea from '@douyinfe/semi-ui/lib/es/input/textarea';
import { useEffect, useRef, useState } from 'react';
import { InputNumber } from '../../../ui/semiParts';
import { editorTexts } from '../texts';
import type { FieldBinding } from '../types';
import { EditorField, type FieldFrameProps } from './EditorField';

/**
 * Props every field of the editor kit takes: `{...editor.bind('path')}` and its frame.
 * @public
 */
export type FieldProps<T> = FieldBinding<T> & FieldFrameProps;

/**
 * Props of {@link TextField}.
 * @public
 */
export interface TextFieldProps extends FieldProps<string> {
  placeholder?: string;
  /** The most characters; shows the count. */
  maxLength?: number;
  /** `password` hides what is typed. */
  mode?: 'password';
}

/**
 * One line of text.
 * @public
 */
export function TextField({ name, id, label, required, help, error, disabled, value, onChange, placeholder, maxLength, mode }: TextFieldProps) {
  return (
    <EditorField name={name} id={id} label={label} required={required} help={help} error={error}>
      {(control) => (
        <Input
          {...control}
          aria-labelledby={undefined}
          value={value ?? ''}
          onChange={(text: string) => onChange(text)}
          placeholder={placeholder}
          maxLength={maxLength}
          showClear={!required}
          mode={mode}
          disabled={disabled}
          validateStatus={error ? 'error' : 'default'}
          suffix={maxLength ? <span className="gr-field-count">{`${(value ?? '').length}/${maxLength}`}</span> : undefined}
        />
      )}
    </EditorField>
  );
}

/**
 * Props of {@link TextAreaField}.
 * @public
 */
export interface TextAreaFieldProps extends FieldProps<string> {
  placeholder?: string;
  /** The most characters; shows the count. */
  maxLength?: number;
  /** Visible lines (4). */
  rows?: number;
}

/**
 * Several lines of plain text.
 * @public
 */
export function TextAreaField({ name, id, label, required, help, error, disabled, value, onChange, placeholder, maxLength, rows = 4 }: TextAreaFieldProps) {
  return (
    <EditorField name={name} id={id} label={label} required={required} help={help} error={error}>
      {(control) => (
        <TextArea
          {...control}
          aria-labelledby={undefined}
          value={value ?? ''}
          onChange={(text: string) => onChange(text)}
          placeholder={placeholder}
          maxCount={maxLength}
          rows={rows}
          disabled={disabled}
          validateStatus={error ? 'error' : 'default'}
        />
      )}
    </EditorField>
  );
}

/**
 * Props of {@link NumberField}.
 * @public
 */
export interface NumberFieldProps extends FieldProps<number | null> {
  min?: number;
  max?: number;
  step?: number;
  /** Decimal places (0: whole numbers, the default). */
  precision?: number;
  /** A unit after the number (人). */
  suffix?: string;
  /** `null` means no limit: a 不限 box beside the number (checked: null; unchecked: a number again). */
  nullable?: boolean;
  placeholder?: string;
}

/**
 * A number, or with `nullable` a number or 不限 (`null`): a cleared number is not 不限, it is a
 * number still missing (the check says so).
 * @public
 */
export function NumberField(props: NumberFieldProps) {
  const { name, id, label, required, help, error, disabled, value, onChange, min, max, step = 1, precision = 0, suffix, nullable, placeholder } = props;
  const unlimited = nullable && value === null;
  const last = useRef<number | null>(typeof value === 'number' && Number.isFinite(value) ? value : null);
  if (typeof value === 'number' && Number.isFinite(value)) last.current = value;
  return (
    <EditorField name={name} id={id} label={label} required={required} help={help} error={error}>
      {(control) => (
        <div className="gr-number-field">
          <InputNumber
            {...control}
            aria-labelledby={undefined}
            value={typeof value === 'number' && Number.isFinite(value) ? value : ''}
            onChange={(next: number | string) => {
              if (typeof next === 'number') onChange(next);
              else if (next === '') onChange(nullable ? Number.NaN : null);
              else if (Number.isFinite(Number(next))) onChange(Number(next));
            }}
            min={min}
            max={max}
            step={step}
            precision={precision}
            suffix={suffix}
            placeholder={unlimited ? editorTexts.unlimited : placeholder}
            disabled={disabled || unlimited}
            validateStatus={error ? 'error' : 'default'}
            style={{ width: 200 }}
          />
          {nullable ? (
            <Checkbox checked={unlimited} disabled={disabled} onChange={(event) => onChange(event.target.checked ? null : (last.current ?? min ?? 1))}>
              {/* Named 人数上限不限 for a screen reader, 不限 on screen. */}
              <span className="gr-visually-hidden">{label}</span>
              {editorTexts.unlimited}
            </Checkbox>
          ) : null}
        </div>
      )}
    </EditorField>
  );
}

const phonesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

/**
 * Props of {@link PhoneListField}.
 * @public
 */
export interface PhoneListFieldProps extends FieldProps<string[]> {
  placeholder?: string;
  /** Visible lines (6). */
  rows?: number;
}

/**
 * Phone numbers, one a line (a whitelist): the value is the non-empty lines, trimmed; the count is
 * shown, and a number the check refuses is named with its reason (`13800000000：必须是 11 位手机号`).
 * @public
 */
export function PhoneListField({ name, id, label, required, help, error, errors, disabled, value, onChange, placeholder, rows = 6 }: PhoneListFieldProps) {
  const phones = value ?? [];
  const [text, setText] = useState(() => phones.join('\n'));
  // A value from outside (the item loaded) replaces the text; the user's own blank lines stay.
  useEffect(() => {
    setText((current) => (phonesOf(current).join('\n') === phones.join('\n') ? current : phones.join('\n')));
  }, [phones]);
  const lines = Object.entries(errors ?? {})
    .filter(([key]) => /^\d+$/.test(key))
    .map(([key, reason]) => editorTexts.phoneLine(phones[Number(key)] ?? '', reason));
  const shown = [error, ...lines].filter(Boolean).join(editorTexts.semicolon) || undefined;
  return (
    <EditorField
      name={name}
      id={id}
      label={label}
      required={required}
      help={
        <>
          {help ?? editorTexts.phonesHelp}
          {editorTexts.comma}
          {editorTexts.phoneCount(phones.length)}
        </>
      }
      error={shown}
    >
      {(control) => (
        <TextArea
          {...control}
          aria-labelledby={undefined}
          value={text}
          onChange={(next: string) => {
            setText(next);
            onChange(phonesOf(next));
          }}
          placeholder={placeholder}
          rows={rows}
          disabled={disabled}
          validateStatus={shown ? 'error' : 'default'}
        />
      )}
    </EditorField>
  );
}
