import { useCallback, useEffect, useState } from 'react';
import { MENU_COOKIE, rememberLayout, useFirstFrame } from './firstFrame';

const STORAGE_KEY = 'greenroom.menuCollapsed';

/**
 * Whether the side menu is collapsed. Until the user toggles it, the menu follows `autoCollapsed`
 * (the shell collapses it on narrow viewports); once toggled, the user's choice wins and survives a
 * reload.
 */
export function useMenuCollapsed(autoCollapsed = false): [boolean, (collapsed: boolean) => void] {
  // The server's first frame knows the choice from its cookie (issue 14).
  const frame = useFirstFrame();
  const [chosen, setChosen] = useState(() => (frame ? frame.menuCollapsed : readStored()));
  const setCollapsed = useCallback((value: boolean) => {
    setChosen(value);
    try {
      localStorage.setItem(STORAGE_KEY, value ? '1' : '0');
    } catch {
      // Storage may be unavailable (private mode); the choice still applies to this visit.
    }
  }, []);
  // A hydrated page (issue 25) started from the cookie's choice; then the stored one is the truth.
  useEffect(() => {
    if (!frame) setChosen((current) => readStored() ?? current);
  }, [frame]);
  // The server is told the choice (also one stored before it was told), for the next first frame.
  useEffect(() => {
    if (chosen !== null && !frame) rememberLayout(MENU_COOKIE, chosen ? '1' : '0');
  }, [chosen, frame]);
  return [chosen ?? autoCollapsed, setCollapsed];
}

/** The user's stored choice, or null when they never toggled the menu. */
export function readStored(): boolean | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return value === null ? null : value === '1';
  } catch {
    return null;
  }
}
