import type { DatePickerProps } from '@douyinfe/semi-ui/lib/es/datePicker';
import { type RefCallback, useCallback } from 'react';
import { lazySemiPart, shows } from './lazySemi';
import { datePicker } from './semiParts';

// Semi's DatePicker brings date-fns, its time picker and scroll lists: ~220 KB minified, 40% of the
// screen kit it was in, yet no list shows it until 自定义 is chosen, and no editor before its form is
// open (issue 25). It loads when first shown (ui/lazySemi.tsx), or as soon as the control that shows
// it is pointed at.

/**
 * Loads Semi's DatePicker once. A failure is not kept: the next call asks again.
 * @internal
 */
export const loadDatePicker = (): Promise<void> => datePicker.load().then(() => {});

/**
 * A ref for the element around a control that shows the picker on a choice (自定义): pointing at it
 * or focusing inside it starts loading the picker, so that the choice shows it at once.
 * @internal
 */
export function useDatePickerIntent(): RefCallback<HTMLElement> {
  return useCallback((element: HTMLElement | null) => {
    if (!element || datePicker.loaded()) return;
    const intend = () => {
      element.removeEventListener('pointerenter', intend);
      element.removeEventListener('focusin', intend);
      void loadDatePicker().catch(() => {});
    };
    element.addEventListener('pointerenter', intend);
    element.addEventListener('focusin', intend);
  }, []);
}

/** Whether Semi's DatePicker is loaded (a render shows it at once). @internal */
export const datePickerLoaded = () => datePicker.loaded() !== null;

/** Whether the server's HTML, or the page's `#root` before hydration, shows Semi's DatePicker. @internal */
export const showsDatePicker = (shown: string | ParentNode) => shows(datePicker, shown);

/**
 * Semi's DatePicker, loaded when first shown: until then a box of its width that says it is loading;
 * if it cannot load, that box offers 重试.
 * @internal
 */
export const DatePicker = lazySemiPart(datePicker, (module) => module.default, {
  width: (props: DatePickerProps) => props.style?.width ?? (props.type === 'dateRange' || props.type === 'dateTimeRange' ? 260 : 200),
});
