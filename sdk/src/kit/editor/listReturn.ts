/**
 * The way back from an editor to its list, with the list's filters. Every kit list
 * (`useListQuery`) remembers, in this tab, its last address and the history entry it was shown in;
 * the editor goes back through history when the entry before its own is that list (the filters,
 * the scroll position and Forward are the browser's), else to the remembered address, else to the
 * bare list.
 */

const KEY_PREFIX = 'gr:list-return:';

interface Remembered {
  search: string;
  /** The history index of the list's entry (react-router's browser history keeps it in `history.state.idx`). */
  idx?: number;
}

function historyIndex(): number | undefined {
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : undefined;
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage refused (a privacy setting): the way back is the bare list.
    return null;
  }
}

/** Remembers a list's address (call after it is shown: reads the window). */
export function rememberListAddress(pathname: string, search: string): void {
  const remembered: Remembered = { search, idx: historyIndex() };
  try {
    storage()?.setItem(KEY_PREFIX + pathname, JSON.stringify(remembered));
  } catch {
    // Storage full: the way back is the bare list.
  }
}

/** Where an editor's back goes: `href` is the list with its last filters; `historyBack` when the previous history entry is that list. */
export function listReturn(backTo: string): { href: string; historyBack: boolean } {
  const [pathname, ownSearch = ''] = backTo.split('?');
  let remembered: Remembered | null = null;
  try {
    remembered = JSON.parse(storage()?.getItem(KEY_PREFIX + pathname) ?? 'null') as Remembered | null;
  } catch {
    remembered = null;
  }
  if (!remembered || typeof remembered.search !== 'string') return { href: backTo, historyBack: false };
  const here = historyIndex();
  const historyBack = remembered.idx !== undefined && here !== undefined && here === remembered.idx + 1;
  return { href: `${pathname}${remembered.search || (ownSearch ? `?${ownSearch}` : '')}`, historyBack };
}
