import { type ReactNode, useId } from 'react';
import { fieldProblem } from '../../fieldProblem';

/**
 * What every field shows around its control: a label, a hint, and its problem under it.
 * @public
 */
export interface FieldFrameProps {
  label: string;
  /** Marks the label with * (the contract's rule says what is missing). */
  required?: boolean;
  /** A hint under the control. */
  help?: ReactNode;
  disabled?: boolean;
}

/**
 * The attributes a control inside {@link EditorField} carries: its id (the label's target), or the
 * label's id for a group, and the hint and the problem as its description.
 * @public
 */
export interface FieldControlProps {
  id: string;
  'aria-labelledby': string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

/**
 * Props of {@link EditorField}.
 * @public
 */
export interface EditorFieldProps extends FieldFrameProps {
  /** The value's dotted path: the page finds the first field in error by it. */
  name: string;
  id?: string;
  error?: string;
  /** A group of controls (radios, a list): the label names the group instead of pointing at one input. */
  group?: boolean;
  /** The value is picked, not typed: a missing one reads 请选择… rather than 请输入…. */
  choice?: boolean;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * The frame of one field of an editor: the label tied to the control (or naming the group), the
 * hint and the problem under it, tied to the control as its description (`aria-describedby`,
 * `aria-invalid`), in words that name the field ({@link fieldProblem}). Every field of the kit is one; wrap a control of your own in it the same way.
 * @public
 */
export function EditorField({ name, id: given, label, required, help, error: reason, group, choice, children }: EditorFieldProps) {
  const fallback = useId();
  // The server's and the contracts' reasons, said of this field (issue 24 §3: 不能为空 → 请输入名称).
  const error = reason ? fieldProblem(reason, label, { choice }) : undefined;
  const id = given ?? fallback;
  const labelId = `${id}-label`;
  const describedBy = [error ? `${id}-error` : null, help ? `${id}-help` : null].filter(Boolean).join(' ') || undefined;
  const control: FieldControlProps = {
    id,
    'aria-labelledby': labelId,
    'aria-describedby': describedBy,
    'aria-invalid': error ? true : undefined,
    'aria-required': required ? true : undefined,
  };
  const Label = group ? 'span' : 'label';
  return (
    <div className="gr-form-field" data-field={name} data-invalid={error ? '' : undefined}>
      <Label id={labelId} htmlFor={group ? undefined : id} className="gr-form-label" data-required={required ? '' : undefined}>
        {label}
      </Label>
      {children(control)}
      {help ? (
        <div id={`${id}-help`} className="gr-muted gr-form-help">
          {help}
        </div>
      ) : null}
      {error ? (
        <div id={`${id}-error`} className="gr-form-error" role="alert">
          {error}
        </div>
      ) : null}
    </div>
  );
}
