import { formatDateTime } from '@greenroom/sdk';
import dayjs from 'dayjs';
import { PRODUCT_ID } from '../products';
import type { SystemMessage } from './types';

/** Largest count the bell's badge shows before `99+` (SPEC §9). */
export const BADGE_MAX = 99;
/** How a message's send time is shown (SPEC §3). */
export const MESSAGE_DATE_FORMAT = 'YYYY-MM-DD';

/** Text of the bell's badge: nothing for 0, the count up to {@link BADGE_MAX}, then `99+`. */
export function badgeText(count: number): string {
  if (!(count > 0)) return '';
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(count);
}

/** A message's send time as YYYY-MM-DD, the person's day (the page's time zone); an unreadable time is shown as it came. */
export function messageDate(stime: SystemMessage['stime']): string {
  return dayjs(stime).isValid() ? formatDateTime(stime, MESSAGE_DATE_FORMAT) : String(stime ?? '');
}

/**
 * The product whose name prefixes a message's label (SPEC §3): cloud photography when the
 * `photoLive` flag is set, live broadcast otherwise. The host turns the id into a name.
 */
export function messageProductId(message: Pick<SystemMessage, 'photoLive'>): typeof PRODUCT_ID.photo | typeof PRODUCT_ID.live {
  return message.photoLive ? PRODUCT_ID.photo : PRODUCT_ID.live;
}
