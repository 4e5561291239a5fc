import Tag from '@douyinfe/semi-ui/lib/es/tag';
import type { StatusEntry, StatusMap } from '../format';
import { kitTexts } from './texts';

/**
 * Props of {@link StatusTag}.
 * @public
 */
export interface StatusTagProps<K extends string> {
  /** The status value from the server; null, or a value the map lacks, shows `fallback`. */
  value: K | (string & {}) | null | undefined;
  /** Text and colour of every known value. */
  map: StatusMap<K>;
  /** Shown for a value the map lacks; a grey 未知 by default. */
  fallback?: StatusEntry;
}

/** A value the map does not know, in the page's language (read at render: one module serves both languages). */
const unknown = (): StatusEntry => ({ text: kitTexts.statusUnknown, color: 'grey' });

/**
 * A status as a coloured Semi tag, looked up in a {@link StatusMap}: `<StatusTag value={row.status} map={LIVE_STATUS} />`.
 * @public
 */
export function StatusTag<K extends string>({ value, map, fallback = unknown() }: StatusTagProps<K>) {
  const entry = value != null && Object.hasOwn(map, value) ? map[value as K] : fallback;
  return (
    <Tag color={entry.color} data-status={value ?? ''}>
      {entry.text}
    </Tag>
  );
}
