/**
 * The time zone of the page being written (issue 25): the browser's own, or — in the console's server
 * renderer — the zone the page's browser told. The formatters (`formatDateTime`) and the ranges'
 * "today" read it.
 */
import dayjs, { type Dayjs } from 'dayjs';

/** Puts a moment in the time zone of the page being written (see {@link setTimeZoneSource}). */
type ToZone = (moment: Dayjs) => Dayjs;
let pageZone: () => ToZone | undefined = () => undefined;

/**
 * Where the page's time zone comes from. None in the browser: its own zone is the person's. The
 * console's server renderer writes many people's pages in one process, each in the zone its browser
 * told (the `gr_tz` cookie): it sets a source answering the zone of the page being rendered, so that
 * the server's page shows the times, and the day, that the browser shows — and is adopted as it is
 * (issue 25: a server in UTC and an organiser in China disagreed on every time of a list).
 * @internal
 */
export function setTimeZoneSource(source: () => ToZone | undefined): void {
  pageZone = source;
}

/** `moment` in the page's time zone (the person's). @internal */
export function inPageZone(moment: Dayjs): Dayjs {
  return pageZone()?.(moment) ?? moment;
}

/**
 * Now, in the page's time zone: the person's today, for a range's default and its presets.
 * @internal
 */
export function pageNow(): Dayjs {
  return inPageZone(dayjs());
}
