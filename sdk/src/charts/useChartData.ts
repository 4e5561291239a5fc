import type { DependencyList } from 'react';
import { useLocation } from 'react-router-dom';
import { type REMOTE_GONE, type RemoteData, useRemote } from '../ui/Remote';

/**
 * A data screen's part loaded as {@link useRemote} does, and rendered with the page (issue 25): the
 * server's render of the screen waits for the answer, draws its figures and charts with it, and the
 * browser's first render takes the same answer from the page (no second call). `part` names the
 * load among the screen's (`increase`, `line:浏览趋势`); the answer is kept by the page's address and
 * that name, so what `load` asks for must follow from the address (the range is in it: `?range=30d`).
 * @public
 */
export function useChartData<T>(part: string, load: (signal: AbortSignal) => Promise<T | null | typeof REMOTE_GONE>, deps: DependencyList): RemoteData<T> {
  const { pathname, search } = useLocation();
  return useRemote(load, deps, { withPage: `${pathname}${search}#${part}` });
}
