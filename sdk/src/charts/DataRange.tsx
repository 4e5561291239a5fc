import Radio, { type RadioChangeEvent } from '@douyinfe/semi-ui/lib/es/radio';
import dayjs, { type Dayjs } from 'dayjs';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { pageNow } from '../pageZone';
import { DatePicker, useDatePickerIntent } from '../ui/DatePicker';
import { chartTexts } from './texts';

/**
 * The presets of every data screen; `custom` is a picked range.
 * @public
 */
export const DATA_RANGE_PRESETS = ['today', '7d', '30d', '90d', 'custom'] as const;
/**
 * A preset of {@link DATA_RANGE_PRESETS}.
 * @public
 */
export type DataRangePreset = (typeof DATA_RANGE_PRESETS)[number];
/**
 * The longest range the statistics answer (days, both ends counted).
 * @public
 */
export const DATA_RANGE_MAX_DAYS = 366;

/**
 * A data screen's range: both days inclusive, `YYYY-MM-DD`, and the preset it came from.
 * @public
 */
export interface DataRange {
  preset: DataRangePreset;
  start: string;
  end: string;
  /** Days in the range (the previous period compared with is as long). */
  days: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const PRESET_DAYS = { today: 1, '7d': 7, '30d': 30, '90d': 90 } as const;

/**
 * The range of a preset ending `today`.
 * @public
 */
export function presetDataRange(preset: Exclude<DataRangePreset, 'custom'>, today: Dayjs = pageNow()): DataRange {
  const days = PRESET_DAYS[preset];
  return { preset, start: today.subtract(days - 1, 'day').format('YYYY-MM-DD'), end: today.format('YYYY-MM-DD'), days };
}

/**
 * Reads a range from the address: `?range=today|7d|30d|90d` (a preset stays relative to the day
 * the link is opened), or `?from=YYYY-MM-DD&to=YYYY-MM-DD` (自定义). Anything invalid — a bad day,
 * `to` before `from`, a day after today, more than 366 days — is 近7天.
 * @public
 */
export function parseDataRange(params: URLSearchParams, today: Dayjs = pageNow()): DataRange {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  if (DAY.test(from) && DAY.test(to)) {
    const start = dayjs(from);
    const end = dayjs(to);
    const days = end.diff(start, 'day') + 1;
    const valid = start.isValid() && end.isValid() && start.format('YYYY-MM-DD') === from && end.format('YYYY-MM-DD') === to;
    if (valid && days >= 1 && days <= DATA_RANGE_MAX_DAYS && !end.isAfter(today, 'day')) return { preset: 'custom', start: from, end: to, days };
  }
  const preset = params.get('range');
  return presetDataRange(preset === 'today' || preset === '30d' || preset === '90d' ? preset : '7d', today);
}

/**
 * Writes a range into address parameters, leaving the others alone (7 days is the default: no parameter).
 * @public
 */
export function writeDataRange(params: URLSearchParams, range: Pick<DataRange, 'preset' | 'start' | 'end'>): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('range');
  next.delete('from');
  next.delete('to');
  if (range.preset === 'custom') {
    next.set('from', range.start);
    next.set('to', range.end);
  } else if (range.preset !== '7d') next.set('range', range.preset);
  return next;
}

/**
 * The range of the data screen, kept in the address; `setRange` pushes a history entry (Back undoes it).
 * @public
 */
export function useDataRange(): { range: DataRange; setRange(range: Pick<DataRange, 'preset' | 'start' | 'end'>): void } {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is the address's parameters as text.
  const range = useMemo(() => parseDataRange(params), [key]);
  const setRange = useCallback((next: Pick<DataRange, 'preset' | 'start' | 'end'>) => setParams((current) => writeDataRange(current, next)), [setParams]);
  return { range, setRange };
}

/**
 * The statistics query of a range: `{ startTime, endTime }` (SPEC §7's names).
 * @public
 */
export const rangeQuery = (range: DataRange) => ({ startTime: range.start, endTime: range.end });

/**
 * Props of {@link DataRangeControl}.
 * @public
 */
export interface DataRangeControlProps {
  value: DataRange;
  onChange(range: Pick<DataRange, 'preset' | 'start' | 'end'>): void;
}

/**
 * The date-range control of every data screen: 今天 / 近7天 / 近30天 / 近90天 / 自定义 (a picker of
 * at most 366 days, none after today). Use with {@link useDataRange}.
 * @public
 */
export function DataRangeControl({ value, onChange }: DataRangeControlProps) {
  const [picking, setPicking] = useState(false);
  const custom = picking || value.preset === 'custom';
  // The picker starts loading when the control is pointed at or focused: 自定义 then shows it at once.
  const intent = useDatePickerIntent();
  return (
    <div className="gr-data-range" ref={intent}>
      <Radio.Group
        type="button"
        aria-label={chartTexts.range}
        value={custom ? 'custom' : value.preset}
        onChange={(event: RadioChangeEvent) => {
          const next = event.target.value as DataRangePreset;
          if (next === 'custom') return setPicking(true);
          setPicking(false);
          onChange(presetDataRange(next));
        }}
      >
        {DATA_RANGE_PRESETS.map((preset) => (
          <Radio key={preset} value={preset}>
            {chartTexts.presets[preset]}
          </Radio>
        ))}
      </Radio.Group>
      {custom ? (
        <DatePicker
          type="dateRange"
          aria-label={`${chartTexts.range}${chartTexts.presets.custom}`}
          density="compact"
          style={{ width: 260 }}
          value={value.preset === 'custom' ? [value.start, value.end] : undefined}
          disabledDate={(day) => !!day && dayjs(day).isAfter(dayjs(), 'day')}
          onChange={(dates) => {
            const [from, to] = Array.isArray(dates) ? dates : [];
            if (!from || !to) return;
            const start = dayjs(from as Date);
            const end = dayjs(to as Date);
            const capped = end.diff(start, 'day') >= DATA_RANGE_MAX_DAYS ? end.subtract(DATA_RANGE_MAX_DAYS - 1, 'day') : start;
            setPicking(false);
            onChange({ preset: 'custom', start: capped.format('YYYY-MM-DD'), end: end.format('YYYY-MM-DD') });
          }}
        />
      ) : null}
    </div>
  );
}
