import { useCallback, useMemo, useState } from 'react';
import { useSession } from '../../hooks';

/** A column as the settings see it. */
export interface SettableColumn {
  key: string;
  title: string;
  /** Hidden until the user shows it. */
  defaultHidden?: boolean;
  /** Always shown (the title column, the actions): not offered in the settings. */
  fixed?: boolean;
}

/** Where a user's column choice of one list is kept in this browser. */
export const columnSettingsKey = (username: string, listId: string) => `gr:columns:${username || 'anonymous'}:${listId}`;

function readHidden(key: string): string[] | null {
  try {
    const value = JSON.parse(localStorage.getItem(key) ?? 'null');
    return Array.isArray(value) && value.every((v) => typeof v === 'string') ? value : null;
  } catch {
    return null;
  }
}

/** Shown and hidden columns of one list, remembered per user (by username) in this browser. */
export function useColumnSettings(listId: string, columns: readonly SettableColumn[]) {
  const username = useSession().user?.username ?? '';
  const storageKey = columnSettingsKey(username, listId);
  const defaults = useMemo(() => columns.filter((c) => c.defaultHidden && !c.fixed).map((c) => c.key), [columns]);
  const [hidden, setHiddenState] = useState<string[]>(() => readHidden(storageKey) ?? defaults);
  const setHidden = useCallback(
    (next: string[] | null) => {
      const value = next ?? defaults;
      setHiddenState(value);
      try {
        if (next === null) localStorage.removeItem(storageKey);
        else localStorage.setItem(storageKey, JSON.stringify(value));
      } catch {
        // Storage full or blocked: the choice holds until the page is left.
      }
    },
    [storageKey, defaults],
  );
  const visible = useCallback((key: string) => !hidden.includes(key) || !!columns.find((c) => c.key === key)?.fixed, [hidden, columns]);
  return { hidden, setHidden, visible, reset: () => setHidden(null) };
}
