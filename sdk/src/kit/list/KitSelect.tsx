import { IconChevronDown } from '@douyinfe/semi-icons';
import Select, { type SelectProps } from '@douyinfe/semi-ui/lib/es/select';
import { cloneElement, type ReactElement } from 'react';

/** What the kit's select says to assistive technology: its own name. */
export type KitSelectProps = SelectProps & { 'aria-label'?: string };

/**
 * Semi's Select as a screen reader should meet it (issue 24 §4). Semi's combobox:
 * - names itself "selected" whatever its label (it drops `aria-label`): it is named by the kit's
 *   Chinese label instead (`aria-labelledby`, which Semi keeps, still wins when given);
 * - points `aria-activedescendant` at an option that is not in the page while the list is closed
 *   (axe: critical): the attribute is given only while the list is open;
 * - carries an arrow icon announced as an image without a name: it is hidden from the tree.
 * Every select of the kit is this one.
 */
export class KitSelect extends Select {
  static defaultProps: Partial<SelectProps> = { ...Select.defaultProps, arrowIcon: <IconChevronDown aria-hidden="true" /> };

  renderSelection() {
    const trigger = super.renderSelection() as ReactElement<Record<string, unknown>>;
    const label = (this.props as KitSelectProps)['aria-label'];
    return cloneElement(trigger, {
      'aria-label': label || undefined,
      'aria-activedescendant': this.state.isOpen ? trigger.props['aria-activedescendant'] || undefined : undefined,
    });
  }
}
