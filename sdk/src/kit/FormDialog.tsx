import Input from '@douyinfe/semi-ui/lib/es/input';
import type { RadioChangeEvent } from '@douyinfe/semi-ui/lib/es/radio';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useNotify } from '../hooks';
import type { HttpResult } from '../services';
import { Banner, Modal, Radio, RadioGroup } from '../ui/semiParts';
import { fieldProblem } from './fieldProblem';
import { KitSelect as Select } from './list/KitSelect';
import { kitTexts } from './texts';

/**
 * A form's values by field name: text fields hold strings, choices strings or numbers.
 * @public
 */
export type FormValues = Record<string, string | number | undefined>;

/**
 * One field of a {@link FormDialog}, declared.
 * @public
 */
export interface FormField<V extends FormValues> {
  /** The value's name; also the field name the server's `参数错误：<field> <reason>` points at. */
  name: keyof V & string;
  label: string;
  /** `text` (default), `radio` (a few choices side by side) or `select` (a longer list). */
  type?: 'text' | 'radio' | 'select';
  options?: readonly { value: string | number; label: string }[];
  placeholder?: string;
  /** A value is needed: 请填写<label> / 请选择<label> when missing. */
  required?: boolean;
  maxLength?: number;
  /** Rewrites a typed text as it is kept (upper case…). */
  normalize?: (text: string) => string;
  /** A rule of the field: why the value is not acceptable, or false. Runs on 确定 and after a change once shown. */
  validate?: (value: V[keyof V], values: V) => string | false;
  /** Left out (and not validated) while this holds: the tax number of a personal title. */
  hidden?: (values: V) => boolean;
  /** A hint under the field. */
  help?: ReactNode;
  /** Read-only text instead of an input (the item the form is about). */
  readOnly?: boolean;
}

/**
 * Props of {@link FormDialog}.
 * @public
 */
export interface FormDialogProps<V extends FormValues> {
  title: string;
  visible: boolean;
  /** The values the form starts from each time it opens. */
  initialValues: V;
  fields: readonly FormField<V>[];
  /** Text above the fields. */
  intro?: ReactNode;
  /** The confirm button (提交 by default). */
  okText?: string;
  /**
   * The call, with the values as typed (trimmed). Pass `silent: true` to the client: a refusal is
   * shown inside the dialog — on its field when the server names one (`参数错误：taxNo …`), above
   * the fields otherwise — and the dialog stays open.
   */
  submit: (values: V) => Promise<HttpResult<unknown>>;
  /** Toast after success. */
  successText?: string;
  /** After success, with the call's answer. */
  onDone?: (data: unknown) => void;
  onCancel(): void;
}

/**
 * `参数错误：taxNo 纳税人识别号应为…` → `{ field: 'taxNo', reason: '纳税人识别号应为…' }` (server/docs/api.md, bad input).
 * @public
 */
export function serverFieldError(msg: string): { field: string; reason: string } | null {
  const match = REFUSAL.exec(msg);
  return match ? fieldReason(match[1]) : null;
}

/**
 * A refusal of the server's input check (server/src/lib/validate.ts): `参数错误：…`, the problems
 * after; in English (issue 29: the server answers an English page in English) `Invalid parameters: …`.
 */
export const REFUSAL = /^(?:参数错误[：:]|Invalid parameters:)\s*(.+)$/s;

/** One problem of a refusal, `title 标题最多 60 个字`, as its field and reason; null when it names no field. */
export function fieldReason(problem: string): { field: string; reason: string } | null {
  const match = /^([A-Za-z_][\w.]*)\s+(.+)$/s.exec(problem);
  return match ? { field: match[1], reason: match[2] } : null;
}

const isEmpty = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * The first problem of each shown field, by name.
 * @public
 */
export function validateForm<V extends FormValues>(fields: readonly FormField<V>[], values: V): Partial<Record<keyof V & string, string>> {
  const errors: Partial<Record<keyof V & string, string>> = {};
  for (const field of fields) {
    if (field.hidden?.(values) || field.readOnly) continue;
    const value = values[field.name];
    if (isEmpty(value)) {
      if (field.required) errors[field.name] = (field.type ?? 'text') === 'text' ? kitTexts.fieldRequired(field.label) : kitTexts.fieldChoose(field.label);
      continue;
    }
    const problem = field.validate?.(value, values);
    if (problem) errors[field.name] = problem;
  }
  return errors;
}

function trimmed<V extends FormValues>(fields: readonly FormField<V>[], values: V): V {
  const result: FormValues = { ...values };
  for (const field of fields) {
    const value = result[field.name];
    if (field.hidden?.(values)) result[field.name] = undefined;
    else if (typeof value === 'string') result[field.name] = value.trim() === '' ? undefined : value.trim();
  }
  return result as V;
}

/**
 * A small form in a dialog, declared: text, radio and select fields with their rules, checked on
 * 确定 (the first wrong field takes the focus, each error is tied to its field for screen
 * readers), then the call; the server's refusal is shown on the field it names or above the
 * fields, and the dialog stays open until the call succeeds.
 * @public
 */
export function FormDialog<V extends FormValues>(props: FormDialogProps<V>) {
  const { title, visible, initialValues, fields, submit } = props;
  const notify = useNotify();
  const formId = useId();
  const [values, setValues] = useState<V>(initialValues);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [checked, setChecked] = useState(false);
  const root = useRef<HTMLFormElement>(null);

  // Every opening starts from the initial values.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only an opening resets the form.
  useEffect(() => {
    if (!visible) return;
    setValues(initialValues);
    setErrors({});
    setFormError(null);
    setChecked(false);
  }, [visible]);

  const change = (name: keyof V & string, value: string | number | undefined) => {
    const next = { ...values, [name]: value } as V;
    setValues(next);
    setFormError(null);
    // Once 确定 was pressed, errors follow the typing; before, the user is not interrupted.
    setErrors(checked ? validateForm(fields, next) : (current) => ({ ...current, [name]: undefined }));
  };

  const focusField = (name: string) => {
    const input = root.current?.querySelector<HTMLElement>(`[data-field="${name}"] input, [data-field="${name}"] [tabindex]`);
    input?.focus();
  };

  async function run() {
    if (busy) return;
    setChecked(true);
    const found = validateForm(fields, values);
    setErrors(found);
    const first = fields.find((field) => found[field.name]);
    if (first) {
      focusField(first.name);
      return;
    }
    setBusy(true);
    setFormError(null);
    const result = await submit(trimmed(fields, values));
    setBusy(false);
    if (result.ok) {
      if (props.successText) notify.success(props.successText);
      props.onDone?.(result.data);
      return;
    }
    const named = result.msg ? serverFieldError(result.msg) : null;
    const field = named && fields.find((f) => f.name === named.field && !f.hidden?.(values));
    if (field && named) {
      setErrors({ [field.name]: fieldProblem(named.reason, field.label, { choice: (field.type ?? 'text') !== 'text' }) });
      focusField(field.name);
    } else setFormError(result.msg || kitTexts.submitFailed);
  }

  return (
    <Modal
      title={title}
      visible={visible}
      onCancel={props.onCancel}
      onOk={() => void run()}
      okText={props.okText ?? kitTexts.submit}
      cancelText={kitTexts.cancel}
      okButtonProps={{ loading: busy, 'aria-label': props.okText ?? kitTexts.submit }}
      cancelButtonProps={{ disabled: busy, 'aria-label': kitTexts.cancel }}
      maskClosable={false}
      closeOnEsc
    >
      <form
        ref={root}
        className="gr-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void run();
        }}
      >
        {props.intro ? <div className="gr-form-intro">{props.intro}</div> : null}
        {formError ? <Banner type="danger" fullMode={false} closeIcon={null} description={<span role="alert">{formError}</span>} /> : null}
        {fields
          .filter((field) => !field.hidden?.(values))
          .map((field) => {
            const id = `${formId}-${field.name}`;
            const error = errors[field.name];
            const described = [error ? `${id}-error` : null, field.help ? `${id}-help` : null].filter(Boolean).join(' ') || undefined;
            const value = values[field.name];
            const type = field.type ?? 'text';
            let control: ReactNode;
            if (field.readOnly) control = <div id={id}>{field.options?.find((o) => o.value === value)?.label ?? value}</div>;
            else if (type === 'radio')
              control = (
                <RadioGroup
                  id={id}
                  aria-labelledby={`${id}-label`}
                  aria-describedby={described}
                  value={value}
                  onChange={(event: RadioChangeEvent) => change(field.name, event.target.value as string | number)}
                >
                  {field.options?.map((option) => (
                    <Radio key={option.value} value={option.value}>
                      {option.label}
                    </Radio>
                  ))}
                </RadioGroup>
              );
            else if (type === 'select')
              control = (
                <Select
                  id={id}
                  aria-labelledby={`${id}-label`}
                  aria-describedby={described}
                  aria-invalid={error ? true : undefined}
                  value={value}
                  placeholder={field.placeholder}
                  optionList={field.options?.map((option) => ({ value: option.value, label: option.label }))}
                  onChange={(next) => change(field.name, next as string | number)}
                  // Without the closing animation the choice is reported at once (a controlled Select reports it after the animation).
                  motion={false}
                  validateStatus={error ? 'error' : 'default'}
                  style={{ width: '100%' }}
                />
              );
            else
              control = (
                <Input
                  id={id}
                  aria-describedby={described}
                  aria-invalid={error ? true : undefined}
                  aria-required={field.required || undefined}
                  value={value === undefined ? '' : String(value)}
                  placeholder={field.placeholder}
                  maxLength={field.maxLength}
                  validateStatus={error ? 'error' : 'default'}
                  onChange={(text: string) => change(field.name, field.normalize ? field.normalize(text) : text)}
                />
              );
            return (
              <div key={field.name} className="gr-form-field" data-field={field.name}>
                <label id={`${id}-label`} htmlFor={id} className="gr-form-label" data-required={field.required && !field.readOnly ? '' : undefined}>
                  {field.label}
                </label>
                {control}
                {field.help ? (
                  <div id={`${id}-help`} className="gr-muted gr-form-help">
                    {field.help}
                  </div>
                ) : null}
                {error ? (
                  <div id={`${id}-error`} className="gr-form-error" role="alert">
                    {error}
                  </div>
                ) : null}
              </div>
            );
          })}
        {/* Enter in a text field submits. */}
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </form>
    </Modal>
  );
}
