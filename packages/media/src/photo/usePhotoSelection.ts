import { useCallback, useMemo, useRef, useState } from 'react';

/**
 * Which modifier keys a click held.
 * @public
 */
export interface ClickModifiers {
  /** Ctrl, or ⌘ on a Mac: add or remove one photo. */
  toggle?: boolean;
  /** Shift: the range from the last clicked photo. */
  range?: boolean;
}

/**
 * The selection of a photo grid, like a desktop file manager's.
 * @public
 */
export interface PhotoSelection {
  /** Selected photo ids. */
  readonly ids: ReadonlySet<number>;
  /** How many are selected. */
  readonly size: number;
  has(id: number): boolean;
  /**
   * A click on the photo at `index` (flat index in the grid): alone it selects only that photo,
   * with `toggle` it adds or removes it, with `range` it selects every photo from the last clicked
   * one to it (`idAt` names the ids in between; photos not loaded yet are skipped).
   */
  click(index: number, id: number, modifiers: ClickModifiers, idAt: (index: number) => number | undefined): void;
  /** Adds these ids (select all of a day). */
  add(ids: readonly number[]): void;
  clear(): void;
}

/**
 * The selection state of a photo grid: click, Ctrl/⌘-click and Shift-click ranges, select-all of a section.
 * @public
 */
export function usePhotoSelection(): PhotoSelection {
  const [ids, setIds] = useState<ReadonlySet<number>>(() => new Set());
  const anchor = useRef<number | null>(null);

  const click = useCallback<PhotoSelection['click']>((index, id, modifiers, idAt) => {
    if (modifiers.range && anchor.current !== null) {
      const from = Math.min(anchor.current, index);
      const to = Math.max(anchor.current, index);
      const range: number[] = [];
      for (let i = from; i <= to; i++) {
        const each = idAt(i);
        if (each !== undefined) range.push(each);
      }
      // A Shift-click keeps its anchor, so a second Shift-click re-draws the range from it.
      setIds((current) => (modifiers.toggle ? new Set([...current, ...range]) : new Set(range)));
      return;
    }
    anchor.current = index;
    if (modifiers.toggle) {
      setIds((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      });
    } else {
      setIds(new Set([id]));
    }
  }, []);

  const add = useCallback((more: readonly number[]) => setIds((current) => new Set([...current, ...more])), []);
  const clear = useCallback(() => {
    anchor.current = null;
    setIds(new Set());
  }, []);

  return useMemo(() => ({ ids, size: ids.size, has: (id: number) => ids.has(id), click, add, clear }), [ids, click, add, clear]);
}
