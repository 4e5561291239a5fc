import { useCallback, useState } from 'react';

const STORAGE_KEY = 'greenroom.menuCollapsed';

/**
 * Whether the side menu is collapsed. Until the user toggles it, the menu follows `autoCollapsed`
 * (the shell collapses it on narrow viewports); once toggled, the user's choice wins and survives a
 * reload.
 */
export function useMenuCollapsed(autoCollapsed = false): [boolean, (collapsed: boolean) => void] {
  const [chosen, setChosen] = useState(readStored);
  const setCollapsed = useCallback((value: boolean) => {
    setChosen(value);
    try {
      localStorage.setItem(STORAGE_KEY, value ? '1' : '0');
    } catch {
      // Storage may be unavailable (private mode); the choice still applies to this visit.
    }
  }, []);
  return [chosen ?? autoCollapsed, setCollapsed];
}

/** The user's stored choice, or null when they never toggled the menu. */
function readStored(): boolean | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return value === null ? null : value === '1';
  } catch {
    return null;
  }
}
