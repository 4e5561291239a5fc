import type { DatePickerProps } from '@douyinfe/semi-ui/lib/es/datePicker';
import { type ComponentType, type RefCallback, useCallback, useEffect, useState } from 'react';
import { texts } from '../texts';

// Semi's DatePicker brings date-fns, its time picker and scroll lists: ~220 KB minified, 40% of the
// screen kit, yet no list shows it until 自定义 is chosen, and no editor before its form is open
// (issue 25: a list opened directly evaluated it all before its rows could be clicked). It loads when
// first shown, or when the control that shows it is pointed at; in the browser it is the shared module
// of the import map (esbuild.config.mjs `dynamicSharedImports`), which links its stylesheet before it
// answers, so it never shows unstyled.
let picker: ComponentType<DatePickerProps> | null = null;
let pickerLoading: Promise<void> | null = null;

/**
 * Loads Semi's DatePicker once. A failure is not kept: the next call asks again (a lost request on
 * venue Wi-Fi must not leave the picker missing until a reload).
 * @internal
 */
export function loadDatePicker(): Promise<void> {
  pickerLoading ??= import('@douyinfe/semi-ui/lib/es/datePicker').then(
    (module) => {
      picker = module.default as ComponentType<DatePickerProps>;
    },
    (error: unknown) => {
      pickerLoading = null;
      throw error;
    },
  );
  return pickerLoading;
}

/**
 * A ref for the element around a control that shows the picker on a choice (自定义): pointing at it
 * or focusing inside it starts loading the picker, so that the choice shows it at once.
 * @internal
 */
export function useDatePickerIntent(): RefCallback<HTMLElement> {
  return useCallback((element: HTMLElement | null) => {
    if (!element || picker) return;
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
export const datePickerLoaded = () => picker !== null;

/** The shared module the browser loads Semi's DatePicker from (the import map's specifier). */
const DATE_PICKER_MODULE = '@douyinfe/semi-ui/lib/es/datePicker';

/** The class of Semi's DatePicker's own element. */
const DATE_PICKER_CLASS = 'semi-datepicker';

/**
 * Whether the server's HTML, or the page's `#root` before hydration, shows Semi's DatePicker.
 * @internal
 */
export const showsDatePicker = (shown: string | ParentNode) =>
  typeof shown === 'string' ? shown.includes(DATE_PICKER_CLASS) : shown.querySelector(`.${DATE_PICKER_CLASS}`) !== null;

/** The shared modules of the kit's lazy parts that `html` shows (see {@link showsDatePicker}). @internal */
export const datePickerModulesShown = (html: string): string[] => (showsDatePicker(html) ? [DATE_PICKER_MODULE] : []);

/**
 * Semi's DatePicker, loaded when first shown (see above): until then a box of its size that says it
 * is loading; if it cannot load, that box offers 重试.
 * @internal
 */
export function DatePicker(props: DatePickerProps) {
  const [Loaded, setLoaded] = useState<ComponentType<DatePickerProps> | null>(() => picker);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (Loaded || failed) return;
    let mounted = true;
    loadDatePicker().then(
      () => {
        if (mounted && picker) setLoaded(() => picker);
      },
      () => {
        if (mounted) setFailed(true);
      },
    );
    return () => {
      mounted = false;
    };
  }, [Loaded, failed]);
  if (Loaded) return <Loaded {...props} />;
  const width = props.style?.width ?? (props.type === 'dateRange' || props.type === 'dateTimeRange' ? 260 : 200);
  return (
    <span className="gr-date-picker-pending" style={{ width }} role={failed ? undefined : 'status'} aria-busy={!failed}>
      {failed ? (
        <>
          <span className="gr-date-picker-pending-text">{texts.partFailed}</span>
          <button type="button" className="gr-date-picker-retry" onClick={() => setFailed(false)}>
            {texts.retry}
          </button>
        </>
      ) : (
        <span className="gr-date-picker-pending-text">{texts.loading}</span>
      )}
    </span>
  );
}
