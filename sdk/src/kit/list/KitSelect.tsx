import { IconChevronDown } from '@douyinfe/semi-icons';
import type { SelectProps } from '@douyinfe/semi-ui/lib/es/select';
import { type ComponentType, cloneElement, type KeyboardEvent, type PointerEvent, type ReactElement, type ReactNode, useEffect, useState } from 'react';
// The closed select below is drawn with Semi's own classes: their rules are in the kit's stylesheet.
import '@douyinfe/semi-foundation/lib/es/select/select.css';
import { serverPagePending, whenIdleAfterLive } from '../../ui/idleAfterLive';
import { type LazyModule, lazySemiPart } from '../../ui/lazySemi';
import { semiSelect } from '../../ui/semiParts';

/** What the kit's select says to assistive technology: its own name. */
export type KitSelectProps = SelectProps & { 'aria-label'?: string };

type SelectModule = typeof import('@douyinfe/semi-ui/lib/es/select');

let semiKitSelect: ComponentType<KitSelectProps> | null = null;

/**
 * Semi's Select as a screen reader should meet it (issue 24 §4), made once its module is in. Semi's
 * combobox:
 * - names itself "selected" whatever its label (it drops `aria-label`): it is named by the kit's
 *   Chinese label instead (`aria-labelledby`, which Semi keeps, still wins when given);
 * - points `aria-activedescendant` at an option that is not in the page while the list is closed
 *   (axe: critical): the attribute is given only while the list is open;
 * - carries an arrow icon announced as an image without a name: it is hidden from the tree.
 */
function semiKitSelectOf(module: SelectModule): ComponentType<KitSelectProps> {
  if (semiKitSelect) return semiKitSelect;
  const Select = module.default;
  class SemiKitSelect extends Select {
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
  semiKitSelect = SemiKitSelect as unknown as ComponentType<KitSelectProps>;
  return semiKitSelect;
}

/** A select the closed stand-in cannot draw (searchable, multiple, clearable, loading…): Semi's at once, or a box while it loads. */
const LazyKitSelect = lazySemiPart(semiSelect as LazyModule<SelectModule>, semiKitSelectOf, { width: (props: KitSelectProps) => props.style?.width ?? '100%' });

/**
 * Whether the closed stand-in can draw this select as Semi would: one choice among `optionList`,
 * nothing typed, no clear button, no loading state, no custom rendering.
 */
function drawnClosed(props: KitSelectProps): boolean {
  return (
    Array.isArray(props.optionList) &&
    props.children === undefined &&
    !props.multiple &&
    !props.filter &&
    !props.showClear &&
    !props.loading &&
    !props.renderSelectedItem &&
    !props.insetLabel &&
    !props.triggerRender &&
    !props.suffix &&
    !props.borderless &&
    props.showArrow !== false &&
    props.size === undefined
  );
}

/**
 * The kit's select (issue 25). Semi's Select is ~70 KB of the kit (with the list it renders its
 * options in) and, as it mounts, measures its trigger and draws itself again: every list paid for it
 * before the first click, though its selects are closed until a person opens one. So a list's select
 * starts as the closed select Semi would draw — its label, its choice, its arrow, in Semi's classes
 * and the same place — and becomes Semi's when the person reaches for it: pointed at or focused, its
 * module loads; pressed or clicked (a click kept before the page was live included), or Enter,
 * Space, ↓ or ↑ on it, it opens as Semi's, with the focus; focused by the keyboard, Semi's takes the
 * focus. The module also loads when the browser is idle after the
 * page is live, so that it is usually in before anyone reaches.
 * - The server draws the closed select (its HTML then names the choice, which Semi's showed only
 *   once mounted), and so does the browser until the page is live: the hydrating render is the
 *   server's.
 * - On a page drawn in the browser with the module in (a list opened from the menu, a dialog, the
 *   test harness), it is Semi's from the start.
 * - A select the closed one cannot draw (searchable, multiple, clearable, loading…: the editor's)
 *   is Semi's once its module is in, a box saying 加载中… until then (an editor loads it as it mounts).
 * Which of the two a select is, is decided once, as it mounts: it never changes kind (a remount).
 * Every select of the kit is this one.
 */
export function KitSelect(props: KitSelectProps) {
  const [drawable] = useState(() => drawnClosed(props));
  return drawable ? <ReachedSelect {...props} /> : <LazyKitSelect {...props} />;
}

/** The closed select until the person reaches for it, then Semi's. */
function ReachedSelect(props: KitSelectProps) {
  // Semi's from the first render only where nothing is being hydrated and its module is in.
  const [semi, setSemi] = useState(() => !serverPagePending() && semiSelect.loaded() !== null);
  // What the person asked of the closed select before Semi's was in: to open it, or to focus it.
  const [wanted, setWanted] = useState<'open' | 'focus' | null>(null);
  const module = semiSelect.loaded() as SelectModule | null;
  useEffect(() => {
    if (semi || wanted) return;
    // Loaded, not shown: when the browser is idle once the page is live, so that a reach finds it in.
    return whenIdleAfterLive(() => void semiSelect.load().catch(() => {}));
  }, [semi, wanted]);
  useEffect(() => {
    if (!wanted || semi) return;
    let live = true;
    semiSelect.load().then(
      () => live && setSemi(true),
      // Not in (a lost request): the closed select stays, and the next reach asks again.
      () => live && setWanted(null),
    );
    return () => {
      live = false;
    };
  }, [wanted, semi]);
  if (semi && module) {
    const Select = semiKitSelectOf(module);
    return <Select {...props} defaultOpen={wanted === 'open' || props.defaultOpen} autoFocus={wanted !== null || props.autoFocus} />;
  }
  return <ClosedSelect {...props} onReach={(want) => setWanted((before) => (before === 'open' ? before : want))} />;
}

/** The label of `value` among `optionList`'s choices. */
function labelOf(props: KitSelectProps): ReactNode {
  const value = props.value ?? props.defaultValue;
  const chosen = props.optionList?.find((option) => option.value === value);
  return chosen ? (chosen.label as ReactNode) : undefined;
}

/**
 * The closed select as Semi draws it: a combobox in Semi's classes with its prefix, its choice (or
 * its placeholder) and its arrow. Pointed at, it loads Semi's module; focused, it asks for Semi's
 * select (`onReach('focus')`); pressed or clicked, or on Enter, Space, ↓ or ↑, to be opened.
 */
function ClosedSelect(props: KitSelectProps & { onReach: (want: 'open' | 'focus') => void }) {
  const { onReach, prefix, disabled, style, className, placeholder, id } = props;
  const chosen = labelOf(props);
  const load = () => void semiSelect.load().catch(() => {});
  const press = (event: PointerEvent) => {
    if (disabled || event.button !== 0) return;
    // The focus goes to Semi's select as it opens, not to this one, which it replaces.
    event.preventDefault();
    onReach('open');
  };
  // A click with no press before it — a screen reader's, or one made before the page was live, which
  // the page kept and replays once it is (main.tsx) — opens it too.
  const click = () => {
    if (!disabled) onReach('open');
  };
  const key = (event: KeyboardEvent) => {
    if (disabled || !['Enter', ' ', 'ArrowDown', 'ArrowUp'].includes(event.key)) return;
    event.preventDefault();
    onReach('open');
  };
  const classes = ['semi-select', 'semi-select-single'];
  if (prefix) classes.push('semi-select-with-prefix');
  if (disabled) classes.push('semi-select-disabled');
  if (props.validateStatus === 'error' || props.validateStatus === 'warning') classes.push(`semi-select-${props.validateStatus}`);
  if (className) classes.push(className);
  return (
    <div
      role="combobox"
      id={id}
      aria-disabled={!!disabled}
      aria-expanded={false}
      aria-haspopup="listbox"
      aria-label={props['aria-label'] || undefined}
      aria-labelledby={props['aria-labelledby']}
      aria-describedby={props['aria-describedby']}
      aria-invalid={props['aria-invalid']}
      className={classes.join(' ')}
      style={style}
      tabIndex={disabled ? -1 : 0}
      onPointerEnter={disabled ? undefined : load}
      onPointerDown={press}
      onClick={click}
      onKeyDown={key}
      onFocus={disabled ? undefined : () => onReach('focus')}
    >
      {prefix ? <div className="semi-select-prefix semi-select-prefix-text">{prefix}</div> : null}
      <div className="semi-select-selection">
        <div className="semi-select-content-wrapper">
          <span className={chosen === undefined ? 'semi-select-selection-text semi-select-selection-placeholder' : 'semi-select-selection-text'}>
            {chosen ?? placeholder}
          </span>
        </div>
      </div>
      <div className="semi-select-arrow">
        <IconChevronDown aria-hidden="true" />
      </div>
    </div>
  );
}
