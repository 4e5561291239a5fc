import { useEffect, useState } from 'react';
import type { DateInput } from '../format';

/**
 * How often {@link useCountdown} ticks, in milliseconds.
 * @public
 */
export const COUNTDOWN_TICK = 1000;

const timeOf = (until: DateInput): number => (until === null || until === undefined || until === '' ? Number.NaN : new Date(until).getTime());

/**
 * The time left until `until` (a pay deadline, an expiry), in milliseconds, ticking every second:
 * 0 once it has passed (it then stops ticking), null when there is no deadline or it cannot be read.
 * Pair it with {@link formatCountdown}; reload what the deadline changes when it reaches 0.
 * @public
 */
export function useCountdown(until: DateInput, now: () => number = Date.now): number | null {
  const deadline = timeOf(until);
  const left = () => (Number.isNaN(deadline) ? null : Math.max(0, deadline - now()));
  const [remaining, setRemaining] = useState(left);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `left` reads only `deadline` and the clock.
  useEffect(() => {
    setRemaining(left());
    if (Number.isNaN(deadline)) return;
    const timer = setInterval(() => {
      const value = left();
      setRemaining(value);
      if (value === 0) clearInterval(timer);
    }, COUNTDOWN_TICK);
    return () => clearInterval(timer);
  }, [deadline]);
  return remaining;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * Writes a time left as a countdown does: `23:59:08` (hours, minutes, seconds; whole seconds, rounded up).
 * @public
 */
export function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${pad2(Math.floor(seconds / 3600))}:${pad2(Math.floor((seconds % 3600) / 60))}:${pad2(seconds % 60)}`;
}
