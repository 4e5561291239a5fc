import type { Entitlement } from '@greenroom/sdk';
import dayjs from 'dayjs';
import { PRODUCT_ID } from '../products';

/** Edition id of the enterprise cloud-photography edition (SPEC §9). */
export const ENTERPRISE_PHOTO_EDITION = 3;

const DAY_MS = 86_400_000;

/**
 * Masks a phone number as SPEC §3 shows it: first 3 digits, `****`, then digits 8 to 11.
 * A number shorter than 11 keeps the same shape with what it has; one too short to hide anything
 * behind its first 3 digits is fully masked rather than shown in clear.
 */
export function maskPhone(phone: string | null | undefined): string {
  const digits = (phone ?? '').trim();
  if (!digits) return '';
  if (digits.length <= 3) return '****';
  return `${digits.slice(0, 3)}****${digits.slice(7, 11)}`;
}

/**
 * An expiry time as epoch milliseconds, or NaN when unreadable. Accepts epoch milliseconds (as a
 * number or digits) and date strings such as ISO or `YYYY-MM-DD HH:mm:ss`.
 */
export function expiryTime(expireTime: string | number | null | undefined): number {
  if (expireTime === null || expireTime === undefined || expireTime === '') return Number.NaN;
  if (typeof expireTime === 'number') return expireTime;
  if (/^\d+$/.test(expireTime)) return Number(expireTime);
  const parsed = dayjs(expireTime);
  return parsed.isValid() ? parsed.valueOf() : Number.NaN;
}

/** True when the entitlement's expiry has passed; an unreadable expiry counts as expired. */
export function isExpired(expireTime: Entitlement['expireTime'] | null | undefined, now: number): boolean {
  const time = expiryTime(expireTime);
  return Number.isNaN(time) || time <= now;
}

/** True when the entitlement is still valid but expires within `days` days (a renewal hint). */
export function expiresWithin(expireTime: Entitlement['expireTime'] | null | undefined, days: number, now: number): boolean {
  return !isExpired(expireTime, now) && expiryTime(expireTime) - now <= days * DAY_MS;
}

/**
 * The photo-company rule of SPEC §6: an entitlement for cloud photography, enterprise edition,
 * whose expiry is still in the future.
 */
export function isPhotoCompany(entitlements: readonly Entitlement[], now: number): boolean {
  return entitlements.some((e) => e.product === PRODUCT_ID.photo && e.proType === ENTERPRISE_PHOTO_EDITION && !isExpired(e.expireTime, now));
}
