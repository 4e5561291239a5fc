import { IconSearch } from '@douyinfe/semi-icons';
import Button from '@douyinfe/semi-ui/lib/es/button';
import Input from '@douyinfe/semi-ui/lib/es/input';
import dayjs from 'dayjs';
import { type ReactNode, useEffect, useState } from 'react';
import type { DayRange } from '../../listQuery';
import { pageNow } from '../../pageZone';
import { DatePicker, useDatePickerIntent } from '../../ui/DatePicker';
import { estimateTextWidth } from './actionsFit';
import { KitSelect as Select } from './KitSelect';
import { listTexts } from './texts';

/**
 * A row of list controls: search, filters, date range, then anything else.
 * @public
 */
export function ListToolbar({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: React 18 does not know <search> yet (it warns); the role says the same.
    <div className="gr-toolbar" role="search" aria-label={label}>
      {children}
    </div>
  );
}

/**
 * Props of {@link SearchBox}.
 * @public
 */
export interface SearchBoxProps {
  /** The keyword in effect (from the address). */
  value: string;
  /** Called with the trimmed text on Enter or 搜索. */
  onSearch(keyword: string): void;
  placeholder?: string;
  /** Longest keyword; 50 like the contracts. */
  maxLength?: number;
  width?: number;
}

/**
 * A search field that applies on Enter or its button, and follows the address on Back/Forward.
 * @public
 */
export function SearchBox({ value, onSearch, placeholder = listTexts.searchPlaceholder, maxLength = 50, width = 260 }: SearchBoxProps) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  return (
    <form
      className="gr-search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <Input
        aria-label={placeholder}
        placeholder={placeholder}
        prefix={<IconSearch />}
        value={text}
        onChange={setText}
        onClear={() => onSearch('')}
        showClear
        maxLength={maxLength}
        style={{ width }}
      />
      <Button htmlType="submit" theme="solid">
        {listTexts.search}
      </Button>
    </form>
  );
}

/**
 * One option of a {@link FilterSelect}.
 * @public
 */
export interface FilterOption<V extends string | number> {
  value: V;
  label: string;
}

/**
 * Props of {@link FilterSelect}.
 * @public
 */
export interface FilterSelectProps<V extends string | number> {
  /** Its name for screen readers, e.g. 状态. */
  label: string;
  value: V | undefined;
  options: readonly FilterOption<V>[];
  onChange(value: V | undefined): void;
  /** Text of the "no filter" choice; 全部 by default. */
  allText?: string;
  width?: number;
}

const ALL = '__all__';

/**
 * A select's own parts beside its texts, as Chromium draws Semi's: the prefix's margins (12 + 12),
 * the chevron (32) and the border (2), 58 px, and 18 px for a font wider than the estimate (another
 * system's). It was 96: every select carried ~38 px of nothing, and 报名数据's filters took two lines
 * at 1366 px.
 */
const SELECT_CHROME = 76;

/**
 * A select's width that shows its label (as the page's language prefixes it: 状态：, Status:) and
 * its longest choice whole, estimated from the texts as a row's actions are (a CJK character 14 px,
 * a Latin letter 4–10), so that the server's page and the browser's agree: 150–340 px. An English
 * toolbar is then as wide as its words, not as a Chinese one of as many characters.
 * @public
 */
export function fitWidth(label: string, choices: readonly string[]): number {
  const longest = Math.max(0, ...choices.map((choice) => estimateTextWidth(choice)));
  return Math.min(340, Math.max(150, estimateTextWidth(listTexts.prefix(label)) + longest + SELECT_CHROME));
}

/**
 * A select filter whose first choice clears it (全部…).
 * @public
 */
export function FilterSelect<V extends string | number>({ label, value, options, onChange, allText, width }: FilterSelectProps<V>) {
  const all = allText ?? listTexts.all;
  return (
    <Select
      aria-label={label}
      prefix={listTexts.prefix(label)}
      value={value === undefined ? ALL : value}
      style={{ width: width ?? fitWidth(label, [all, ...options.map((o) => o.label)]) }}
      optionList={[{ value: ALL, label: all }, ...options.map((o) => ({ value: o.value, label: o.label }))]}
      onChange={(next) => onChange(next === ALL ? undefined : (next as V))}
    />
  );
}

/**
 * The preset a range is, if any: the last 7 or 30 days ending today.
 * @public
 */
export function rangePreset(range: DayRange | null, today = pageNow()): 'all' | 'last7' | 'last30' | 'custom' {
  if (!range) return 'all';
  const end = today.format('YYYY-MM-DD');
  if (range.to === end && range.from === today.subtract(6, 'day').format('YYYY-MM-DD')) return 'last7';
  if (range.to === end && range.from === today.subtract(29, 'day').format('YYYY-MM-DD')) return 'last30';
  return 'custom';
}

/**
 * The range of a preset ending today (both days inclusive).
 * @public
 */
export function presetRange(days: 7 | 30, today = pageNow()): DayRange {
  return { from: today.subtract(days - 1, 'day').format('YYYY-MM-DD'), to: today.format('YYYY-MM-DD') };
}

/**
 * Props of {@link DateRangeFilter}.
 * @public
 */
export interface DateRangeFilterProps {
  value: DayRange | null;
  onChange(range: DayRange | null): void;
  /** What the days are of; 创建时间 by default. */
  label?: string;
}

/**
 * A day-range filter with presets 近7天 / 近30天 / 自定义 (a date-range picker).
 * @public
 */
export function DateRangeFilter({ value, onChange, label = listTexts.dateLabel }: DateRangeFilterProps) {
  const preset = rangePreset(value);
  const [custom, setCustom] = useState(preset === 'custom');
  useEffect(() => setCustom(preset === 'custom'), [preset]);
  // The picker starts loading when the filter is pointed at or focused: 自定义 then shows it at once.
  const intent = useDatePickerIntent();
  return (
    <div className="gr-date-filter" ref={intent}>
      <Select
        aria-label={label}
        prefix={listTexts.prefix(label)}
        value={custom ? 'custom' : preset}
        style={{ width: fitWidth(label, [listTexts.dateAll, listTexts.custom]) }}
        optionList={[
          { value: 'all', label: listTexts.dateAll },
          { value: 'last7', label: listTexts.last7 },
          { value: 'last30', label: listTexts.last30 },
          { value: 'custom', label: listTexts.custom },
        ]}
        onChange={(next) => {
          if (next === 'custom') return setCustom(true);
          setCustom(false);
          onChange(next === 'last7' ? presetRange(7) : next === 'last30' ? presetRange(30) : null);
        }}
      />
      {custom ? (
        <DatePicker
          type="dateRange"
          aria-label={`${label}${listTexts.custom}`}
          density="compact"
          style={{ width: 260 }}
          value={value ? [value.from, value.to] : undefined}
          disabledDate={(day) => !!day && dayjs(day).isAfter(dayjs(), 'day')}
          onChange={(dates) => {
            const [from, to] = Array.isArray(dates) ? dates : [];
            if (from && to) onChange({ from: dayjs(from as Date).format('YYYY-MM-DD'), to: dayjs(to as Date).format('YYYY-MM-DD') });
            else onChange(null);
          }}
        />
      ) : null}
    </div>
  );
}
