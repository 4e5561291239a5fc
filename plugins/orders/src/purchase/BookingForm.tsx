import Input from '@douyinfe/semi-ui/lib/es/input';
import { forwardRef } from 'react';
import { BOOKING_MAX_DAYS_AHEAD, type Booking, type BookingErrors, type BookingField, chinaDayAfter } from './booking';
import { purchaseTexts } from './texts';

/** Props of {@link BookingForm}. */
export interface BookingFormProps {
  booking: Booking;
  /** Shown under their fields (after a first attempt to place the order). */
  errors: BookingErrors;
  onChange: (booking: Booking) => void;
}

/**
 * The on-site shoot's booking: day (tomorrow to 180 days ahead), city, address, contact name,
 * 11-digit mobile and a remark. Each field is labelled; an error is announced with its field.
 */
export const BookingForm = forwardRef<HTMLFieldSetElement, BookingFormProps>(function BookingForm({ booking, errors, onChange }, ref) {
  const t = purchaseTexts.booking;
  const field = (name: BookingField, input: (common: { id: string; value: string; onChange: (value: string) => void }) => JSX.Element) => {
    const id = `gr-booking-${name}`;
    const error = errors[name];
    return (
      <div className="gr-purchase-booking-field" data-invalid={error ? true : undefined}>
        <label htmlFor={id}>{t[name]}</label>
        {input({ id, value: booking[name] ?? '', onChange: (value) => onChange({ ...booking, [name]: value }) })}
        {error && (
          <span className="gr-purchase-error" id={`${id}-error`} role="alert">
            {error}
          </span>
        )}
      </div>
    );
  };
  const aria = (name: BookingField) =>
    errors[name] ? { 'aria-invalid': true, 'aria-describedby': `gr-booking-${name}-error`, validateStatus: 'error' as const } : {};

  return (
    <fieldset className="gr-purchase-field gr-purchase-booking" ref={ref}>
      <legend>{t.legend}</legend>
      {field('serviceDate', (common) => (
        <Input {...common} {...aria('serviceDate')} type="date" min={chinaDayAfter(1)} max={chinaDayAfter(BOOKING_MAX_DAYS_AHEAD)} style={{ width: 200 }} />
      ))}
      {field('city', (common) => (
        <Input {...common} {...aria('city')} maxLength={32} style={{ width: 200 }} />
      ))}
      {field('address', (common) => (
        <Input {...common} {...aria('address')} maxLength={200} />
      ))}
      {field('contactName', (common) => (
        <Input {...common} {...aria('contactName')} maxLength={32} style={{ width: 200 }} />
      ))}
      {field('contactPhone', (common) => (
        <Input {...common} {...aria('contactPhone')} type="tel" inputMode="numeric" maxLength={11} style={{ width: 200 }} />
      ))}
      {field('remark', (common) => (
        <Input {...common} {...aria('remark')} maxLength={200} />
      ))}
    </fieldset>
  );
});
