import type { BootAnswer, BootKey as BootField } from '@greenroom/contracts/boot';

/**
 * What the server puts into index.html (`<script type="application/json" id="gr-boot">`) for a
 * signed-in user: the answers of the start-up calls, each as its call's `data`, so the first screen
 * does not wait for them. The fields and their calls are declared once, in the contracts'
 * `BOOT_CALLS` (`@greenroom/contracts/boot`, issue 28): each field is the answer of the call it names,
 * but `unread`, which is the `total` of its one-row page. Every field is optional: one that is
 * missing is loaded by its call.
 */
export type BootData = {
  /** When the server wrote it (ms since the epoch). */
  issuedAt: number;
  /** The unread count (the total of a one-row page of unread messages). */
  unread?: number;
} & { [K in Exclude<BootField, 'unread'>]?: BootAnswer<K> };

/**
 * How old boot data may be and still be used. It is written for the page load that reads it
 * (`Cache-Control: no-store`), so only a page kept or restored by other means could carry an old one;
 * the margin covers clocks that disagree a little.
 */
export const BOOT_MAX_AGE_MS = 5 * 60_000;

/** Boot data as read from the page, or null when absent, unreadable or stale (then the calls are made). */
export function parseBootData(text: string | null | undefined, now: number = Date.now()): BootData | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const boot = value as BootData;
  if (typeof boot.issuedAt !== 'number' || Math.abs(now - boot.issuedAt) > BOOT_MAX_AGE_MS) return null;
  return boot;
}

/**
 * Boot data handed out once per field: the first reader gets it, later ones (a reload of the session,
 * the home opened again) get nothing and call the server, so nothing is ever shown from it twice.
 */
export interface BootSource {
  /** The value of `key`, which later calls no longer get. */
  take<K extends BootKey>(key: K): BootData[K] | undefined;
  /**
   * The value of `key` without handing it out: for a component's first render, which React may
   * discard; it then calls {@link BootSource.take} once committed (in an effect).
   */
  peek<K extends BootKey>(key: K): BootData[K] | undefined;
}

/** The fields of {@link BootData} that carry an answer. */
export type BootKey = Exclude<keyof BootData, 'issuedAt'>;

/** A {@link BootSource} over `boot` (none when null). */
export function bootSource(boot: BootData | null | undefined): BootSource {
  const left = { ...(boot ?? {}) } as Partial<BootData>;
  return {
    take(key) {
      const value = left[key];
      delete left[key];
      return value;
    },
    peek: (key) => left[key],
  };
}
