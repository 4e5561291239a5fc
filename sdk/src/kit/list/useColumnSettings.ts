import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSession } from '../../hooks';

/**
 * A column as the settings see it.
 * @public
 */
export interface SettableColumn {
  key: string;
  title: string;
  /** Hidden until the user shows it. */
  defaultHidden?: boolean;
  /** Always shown (the title column, the actions): not offered in the settings. */
  fixed?: boolean;
}

/**
 * Where a user's column choice of one list is kept in this browser.
 * @public
 */
export const columnSettingsKey = (username: string, listId: string) => `gr:columns:${username || 'anonymous'}:${listId}`;

function readHidden(key: string): string[] | null {
  try {
    const value = JSON.parse(localStorage.getItem(key) ?? 'null');
    return Array.isArray(value) && value.every((v) => typeof v === 'string') ? value : null;
  } catch {
    return null;
  }
}

/**
 * Where a list's column choice is kept on the server instead of this browser (the audience list's
 * `/twzb/userManage/list-setting`): `load` answers the hidden keys (null: the defaults, or it
 * failed), `save` stores them (null: back to the defaults).
 * @public
 */
export interface ColumnStore {
  load(): Promise<string[] | null>;
  save(hidden: string[] | null): void;
}

/**
 * Shown and hidden columns of one list, remembered per user (by username) in this browser, or on
 * the server through `store`.
 * @public
 */
export function useColumnSettings(listId: string, columns: readonly SettableColumn[], store?: ColumnStore) {
  const username = useSession().user?.username ?? '';
  const storageKey = columnSettingsKey(username, listId);
  const defaults = useMemo(() => columns.filter((c) => c.defaultHidden && !c.fixed).map((c) => c.key), [columns]);
  const [hidden, setHiddenState] = useState<string[]>(() => readHidden(storageKey) ?? defaults);
  const storeRef = useRef(store);
  storeRef.current = store;
  const fromServer = !!store;
  useEffect(() => {
    if (!fromServer) return;
    let gone = false;
    void storeRef.current?.load().then((saved) => !gone && saved && setHiddenState(saved));
    return () => {
      gone = true;
    };
  }, [fromServer]);
  const setHidden = useCallback(
    (next: string[] | null) => {
      const value = next ?? defaults;
      setHiddenState(value);
      if (storeRef.current) return storeRef.current.save(next);
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
