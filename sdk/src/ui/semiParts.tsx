import type { BannerProps } from '@douyinfe/semi-ui/lib/es/banner';
import type { InputNumberProps } from '@douyinfe/semi-ui/lib/es/inputNumber';
import type { ModalReactProps } from '@douyinfe/semi-ui/lib/es/modal';
import type { ProgressProps } from '@douyinfe/semi-ui/lib/es/progress';
import type { RadioGroupProps, RadioProps } from '@douyinfe/semi-ui/lib/es/radio';
import type { SideSheetReactProps } from '@douyinfe/semi-ui/lib/es/sideSheet';
import type { SwitchProps } from '@douyinfe/semi-ui/lib/es/switch';
import type { ComponentType } from 'react';
import { type LazyModule, lazySemiModule, lazySemiPart, loadLazyModules, onFirstIntent, shows } from './lazySemi';

// The kit's Semi components that no list shows before a choice (issue 25), loaded when first shown
// (ui/lazySemi.tsx): the kit's dialogs and side sheets, its editor's radios, switches and number
// inputs, its banners and progress bars, the DatePicker (ui/DatePicker.tsx), and the Select (a list
// draws its selects closed without it: kit/list/KitSelect.tsx). Their code is in
// their shared modules, not in the kit's file every list evaluates before it is live. When they load:
// - the server, before it renders a page: every one (`preloadKitParts()`);
// - the browser, before it hydrates the server's HTML: those it shows (`preloadKitParts(root)`), so
//   that its first render is the server's; the server has linked their stylesheets and preloaded them;
// - a closed dialog or side sheet on the page: on the person's first press or key, every one but the
//   date picker (a dialog then has them in by the time the click that opens it ends);
// - an editor page: every one while its item loads; with its form drawn, those the form shows first
//   (asked for by their render), then the others and the editor's checks, once those are in and the
//   browser is idle (`EditorPage`);
// - otherwise when first shown, or (the date picker) when its filter is pointed at.

/** Semi's DatePicker (ui/DatePicker.tsx). @internal */
export const datePicker = lazySemiModule('@douyinfe/semi-ui/lib/es/datePicker', 'semi-datepicker', () => import('@douyinfe/semi-ui/lib/es/datePicker'));
const modal = lazySemiModule('@douyinfe/semi-ui/lib/es/modal', null, () => import('@douyinfe/semi-ui/lib/es/modal'));
/**
 * The mark of a page whose address opens the kit's `DetailDrawer` (the server never draws the sheet, a
 * portal): its SideSheet is loaded before hydration, as a part the server's HTML shows. @internal
 */
export const DRAWER_ITEM_CLASS = 'gr-detail-drawer-item';
const sideSheet = lazySemiModule('@douyinfe/semi-ui/lib/es/sideSheet', DRAWER_ITEM_CLASS, () => import('@douyinfe/semi-ui/lib/es/sideSheet'));
const radio = lazySemiModule('@douyinfe/semi-ui/lib/es/radio', 'semi-radio', () => import('@douyinfe/semi-ui/lib/es/radio'));
const inputNumber = lazySemiModule('@douyinfe/semi-ui/lib/es/inputNumber', 'semi-input-number', () => import('@douyinfe/semi-ui/lib/es/inputNumber'));
const semiSwitch = lazySemiModule('@douyinfe/semi-ui/lib/es/switch', 'semi-switch', () => import('@douyinfe/semi-ui/lib/es/switch'));
const banner = lazySemiModule('@douyinfe/semi-ui/lib/es/banner', 'semi-banner', () => import('@douyinfe/semi-ui/lib/es/banner'));
const progress = lazySemiModule('@douyinfe/semi-ui/lib/es/progress', 'semi-progress', () => import('@douyinfe/semi-ui/lib/es/progress'));
/**
 * Semi's Select (kit/list/KitSelect.tsx): a list's selects are drawn closed without it, in Semi's
 * classes, until a person reaches for one; no server's HTML needs it before hydration. @internal
 */
export const semiSelect = lazySemiModule('@douyinfe/semi-ui/lib/es/select', null, () => import('@douyinfe/semi-ui/lib/es/select'));

/** Every lazy Semi module of the kit. */
const KIT_MODULES: readonly LazyModule<unknown>[] = [datePicker, modal, sideSheet, radio, inputNumber, semiSwitch, banner, progress, semiSelect];

/**
 * Loads every lazy Semi module of the kit, or those the server's HTML in `root` shows. @internal
 */
export const loadKitModules = (root?: ParentNode) => loadLazyModules(KIT_MODULES, root);

/**
 * Settles once every lazy Semi module of the kit being loaded has arrived or failed: a form's parts
 * asked for by its first render. @internal
 */
export const kitModulesSettled = () => Promise.all(KIT_MODULES.map((module) => module.settled())).then(() => {});

/** The shared modules (import map specifiers) of the kit's lazy Semi modules the server's `html` shows. @internal */
export const kitModulesShownIn = (html: string): string[] => KIT_MODULES.filter((module) => shows(module, html)).map((module) => module.specifier);

let prepared = false;
/**
 * A closed dialog or side sheet is shown: on the person's first press or key, every lazy module but
 * the date picker (~54 KB brotli of the ~80 KB, whose filter asks for it when pointed at) and the
 * select (drawn closed until reached for, which loads it) loads: ~26 KB.
 */
const prepare = () => {
  if (prepared) return;
  prepared = true;
  onFirstIntent(() => void loadLazyModules(KIT_MODULES.filter((module) => module !== datePicker && module !== semiSelect)));
};

/** Semi's Modal, loaded when first opened (nothing while closed). @internal */
export const Modal = lazySemiPart(modal, (module) => module.default as unknown as ComponentType<ModalReactProps>, {
  closed: (props) => !props.visible,
  prepare,
  close: (props) => (props.onCancel ? () => void props.onCancel?.(undefined as never) : undefined),
});

/** Semi's SideSheet, loaded when first opened (nothing while closed). @internal */
export const SideSheet = lazySemiPart(sideSheet, (module) => module.default as unknown as ComponentType<SideSheetReactProps>, {
  closed: (props) => !props.visible,
  prepare,
  close: (props) => (props.onCancel ? () => props.onCancel?.(undefined as never) : undefined),
});

/** Semi's Radio, loaded when first shown. @internal */
export const Radio = lazySemiPart(radio, (module) => module.default as unknown as ComponentType<RadioProps>);

/** Semi's RadioGroup, loaded when first shown. @internal */
export const RadioGroup = lazySemiPart(radio, (module) => module.default.Group as unknown as ComponentType<RadioGroupProps>);

/** Semi's InputNumber, loaded when first shown. @internal */
export const InputNumber = lazySemiPart(inputNumber, (module) => module.default as unknown as ComponentType<InputNumberProps>, {
  width: (props) => props.style?.width ?? '100%',
});

/** Semi's Switch, loaded when first shown. @internal */
export const Switch = lazySemiPart(semiSwitch, (module) => module.default as unknown as ComponentType<SwitchProps>);

/** Semi's Banner, loaded when first shown. @internal */
export const Banner = lazySemiPart(banner, (module) => module.default as unknown as ComponentType<BannerProps>, { width: () => '100%' });

/** Semi's Progress, loaded when first shown. @internal */
export const Progress = lazySemiPart(progress, (module) => module.default as unknown as ComponentType<ProgressProps>, {
  width: (props) => props.style?.width ?? '100%',
});
