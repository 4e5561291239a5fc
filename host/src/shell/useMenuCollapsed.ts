import { useCallback, useState } from 'react';

const STORAGE_KEY = 'greenroom.menuCollapsed';

/** Whether the side menu is collapsed; the choice survives a reload. */
export function useMenuCollapsed(): [boolean, (collapsed: boolean) => void] {
  const [collapsed, setState] = useState(() => readStored());
  const setCollapsed = useCallback((value: boolean) => {
    setState(value);
    try {
      localStorage.setItem(STORAGE_KEY, value ? '1' : '0');
    } catch {
      // Storage may be unavailable (private mode); the state still applies to this visit.
    }
  }, []);
  return [collapsed, setCollapsed];
}

function readStored(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}
