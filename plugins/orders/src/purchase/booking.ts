import type { TrxorderAddBody } from '@greenroom/contracts';
import { purchaseTexts } from './texts';

/** The booking of an on-site shoot, as addOrder takes it (`trxorderBookingInput` of the contracts). */
export type Booking = Extract<TrxorderAddBody, { priceId: 3 }>['booking'];
export type BookingField = keyof Booking;
export type BookingErrors = Partial<Record<BookingField, string>>;

/** How far ahead a shoot can be booked (the server's BOOKING_MAX_DAYS_AHEAD). */
export const BOOKING_MAX_DAYS_AHEAD = 180;
const MAX_LENGTH = { city: 32, address: 200, contactName: 32, remark: 200 } as const;
const MOBILE = /^1[3-9]\d{9}$/;
const DAY = 86_400_000;
const CHINA_OFFSET = 8 * 3600_000;

/** A calendar day `days` after today in China time (shooting days are China days), `YYYY-MM-DD`. */
export function chinaDayAfter(days: number, now = Date.now()): string {
  return new Date(now + CHINA_OFFSET + days * DAY).toISOString().slice(0, 10);
}

export const emptyBooking = (): Booking => ({ serviceDate: '', city: '', address: '', contactName: '', contactPhone: '', remark: '' });

/**
 * What is wrong with a booking, by field, in the words of the contract's rules: a shooting day from
 * tomorrow to 180 days ahead, city, address and contact required, an 11-digit mobile number.
 */
export function validateBooking(booking: Booking, now = Date.now()): BookingErrors {
  const t = purchaseTexts.booking;
  const errors: BookingErrors = {};
  for (const field of ['serviceDate', 'city', 'address', 'contactName', 'contactPhone'] as const) {
    if (!booking[field].trim()) errors[field] = t.required[field];
  }
  for (const [field, max] of Object.entries(MAX_LENGTH) as [keyof typeof MAX_LENGTH, number][]) {
    if (!errors[field] && (booking[field] ?? '').trim().length > max) errors[field] = t.tooLong(max);
  }
  const day = booking.serviceDate;
  if (!errors.serviceDate) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(day))) errors.serviceDate = t.badDate;
    else if (day < chinaDayAfter(1, now)) errors.serviceDate = t.tooEarly;
    else if (day > chinaDayAfter(BOOKING_MAX_DAYS_AHEAD, now)) errors.serviceDate = t.tooLate(BOOKING_MAX_DAYS_AHEAD);
  }
  if (!errors.contactPhone && !MOBILE.test(booking.contactPhone.trim())) errors.contactPhone = t.badPhone;
  return errors;
}

/** The booking as sent: trimmed, without an empty remark. */
export function cleanBooking(booking: Booking): Booking {
  const trimmed = Object.fromEntries(Object.entries(booking).map(([k, v]) => [k, (v ?? '').trim()])) as Booking;
  if (!trimmed.remark) delete trimmed.remark;
  return trimmed;
}
