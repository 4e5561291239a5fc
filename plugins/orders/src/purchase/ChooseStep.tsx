import Button from '@douyinfe/semi-ui/lib/es/button';
import InputNumber from '@douyinfe/semi-ui/lib/es/inputNumber';
import Radio, { type RadioChangeEvent } from '@douyinfe/semi-ui/lib/es/radio';
import type { TrxorderPriceItem, TrxorderPriceTable } from '@greenroom/contracts';
import { type ApiClient, ErrorState, formatDate, formatMoneyFen, Loading, useApi, useRemote, useSession } from '@greenroom/sdk';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { BookingForm } from './BookingForm';
import { type Booking, type BookingErrors, cleanBooking, emptyBooking, validateBooking } from './booking';
import {
  CAPACITIES,
  choiceParams,
  chosenItem,
  EDITION_PRODUCT,
  type EditionKind,
  editionName,
  isEditionKind,
  MAX_QUANTITY,
  MONTHS,
  orderBody,
  PAY_TYPES,
  PURCHASE_KINDS,
  type PurchaseChoice,
  type PurchaseKind,
  readChoice,
  tableFits,
} from './choice';
import { heldEntitlement } from './entitlement';
import { purchaseTexts as t } from './texts';

/** The price table a kind is sold from (`companyId`: the photo company's own account id, SPEC §6). */
async function loadPrices(api: ApiClient, kind: PurchaseKind, companyId: number | undefined, signal: AbortSignal): Promise<TrxorderPriceTable | null> {
  const query = companyId ? { companyId } : {};
  const result =
    kind === 'capacity'
      ? await api.get('/srv/trxorder/photo/getPrice/1', { query, signal })
      : await api.get('/srv/trxorder/photo/getPrice/{id}', {
          path: { id: kind === 'onsite' ? 3 : 2 },
          query: isEditionKind(kind) ? { ...query, product: EDITION_PRODUCT[kind] } : query,
          signal,
        });
  return result.ok ? result.data : null;
}

/** A price, with the list price struck through when the company price applies. */
function Price({ item, quantity = 1, company }: { item: TrxorderPriceItem; quantity?: number; company: boolean }) {
  return (
    <span className="gr-purchase-price">
      {company && (
        <s>
          <span className="gr-purchase-sr">{t.originalPrice} </span>
          {formatMoneyFen(item.originalPrice * quantity)}
        </s>
      )}
      <strong>{formatMoneyFen(item.price * quantity)}</strong>
    </span>
  );
}

/** One labelled group of card-like radios. */
function Choices<V extends string | number>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: V;
  options: readonly { value: V; text: ReactNode; extra?: ReactNode; disabled?: boolean }[];
  onChange: (value: V) => void;
}) {
  // A name of its own per group: radios without one are a single group to some engines.
  const name = useId();
  return (
    <fieldset className="gr-purchase-field">
      <legend>{label}</legend>
      <Radio.Group
        type="pureCard"
        direction="horizontal"
        name={name}
        value={value}
        aria-label={label}
        onChange={(event: RadioChangeEvent) => onChange(event.target.value as V)}
      >
        {options.map((option) => (
          <Radio key={option.value} value={option.value} extra={option.extra} disabled={option.disabled} className="gr-purchase-option">
            {option.text}
          </Radio>
        ))}
      </Radio.Group>
    </fieldset>
  );
}

/**
 * Step 1: what to buy — a product's edition and duration, storage capacity, or an on-site package
 * with its booking —, how many, how to pay, and the price (a photo company's 90 % shown against the
 * list price, SPEC §6). Everything but the booking lives in the address.
 */
export function ChooseStep() {
  const api = useApi();
  const navigate = useNavigate();
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const held = (kind: EditionKind) => heldEntitlement(session.entitlements, EDITION_PRODUCT[kind]);
  const choice = readChoice(params, (kind) => held(kind)?.proType);
  const update = (patch: Partial<PurchaseChoice>) => setParams(choiceParams({ ...choice, ...patch }), { replace: true });
  const companyId = session.photoCompany ? session.user?.id : undefined;
  const prices = useRemote((signal) => loadPrices(api, choice.kind, companyId, signal), [api, choice.kind, companyId]);
  const [booking, setBooking] = useState<Booking>(emptyBooking);
  const [bookingErrors, setBookingErrors] = useState<BookingErrors | null>(null);
  const [placing, setPlacing] = useState(false);
  const bookingRef = useRef<HTMLFieldSetElement>(null);
  // After a refused attempt, once its errors are shown: the first field to fix takes the focus.
  const [focusInvalid, setFocusInvalid] = useState(0);
  useEffect(() => {
    if (focusInvalid) bookingRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusInvalid]);

  const table = prices.data && tableFits(prices.data, choice.kind) ? prices.data : null;
  const item = table ? chosenItem(table.items, choice) : undefined;
  const company = table?.companyPrice === true;
  const quantity = choice.kind === 'onsite' ? 1 : choice.quantity;

  const place = async () => {
    if (!item || placing) return;
    let sent: Booking | undefined;
    if (choice.kind === 'onsite') {
      const errors = validateBooking(booking);
      setBookingErrors(errors);
      if (Object.keys(errors).length) {
        setFocusInvalid((n) => n + 1);
        return;
      }
      sent = cleanBooking(booking);
    }
    setPlacing(true);
    const result = await api.post('/srv/trxorder/addOrder', { body: orderBody(choice, companyId, sent) });
    setPlacing(false);
    // A new entry: Back returns to these choices.
    if (result.ok) navigate({ search: `?orderNo=${result.data.orderNo}` });
  };

  const choices = (): ReactNode => {
    if (!table) return null;
    if (isEditionKind(choice.kind)) {
      const entitlement = held(choice.kind);
      const editions = table.items.filter((i) => i.months === choice.months);
      return (
        <>
          <Choices
            label={t.edition}
            value={choice.edition}
            onChange={(edition) => update({ edition })}
            options={editions.map((i) => ({
              value: i.type as PurchaseChoice['edition'],
              text: editionName(i.title),
              extra: (
                <>
                  <Price item={i} company={company} />
                  {entitlement?.proType === i.type && <span className="gr-purchase-held">{t.held(formatDate(entitlement.expireTime))}</span>}
                </>
              ),
            }))}
          />
          <Choices
            label={t.duration}
            value={choice.months}
            onChange={(months) => update({ months })}
            options={MONTHS.map((m) => ({ value: m, text: t.months[m] }))}
          />
        </>
      );
    }
    if (choice.kind === 'capacity') {
      return (
        <Choices
          label={t.capacity}
          value={choice.capacity}
          onChange={(capacity) => update({ capacity })}
          options={CAPACITIES.map((gb) => {
            const line = table.items.find((i) => i.capacity === gb);
            return { value: gb, text: t.capacityOption(gb), extra: line && <Price item={line} company={company} />, disabled: !line };
          })}
        />
      );
    }
    return (
      <>
        <Choices
          label={t.package}
          value={choice.pack}
          onChange={(pack) => update({ pack })}
          options={table.items.map((i) => ({ value: i.type as PurchaseChoice['pack'], text: i.title, extra: <Price item={i} company={company} /> }))}
        />
        <BookingForm
          ref={bookingRef}
          booking={booking}
          errors={bookingErrors ?? {}}
          onChange={(next) => {
            setBooking(next);
            if (bookingErrors) setBookingErrors(validateBooking(next));
          }}
        />
      </>
    );
  };

  return (
    <div className="gr-purchase-choose">
      <Choices
        label={t.productLabel}
        value={choice.kind}
        onChange={(kind) =>
          setParams(choiceParams({ ...readChoice(new URLSearchParams({ product: kind }), (k) => held(k)?.proType), payType: choice.payType }), {
            replace: true,
          })
        }
        options={PURCHASE_KINDS.map((kind) => ({ value: kind, text: t.products[kind] }))}
      />
      {company && <p className="gr-purchase-company">{t.companyBadge}</p>}
      {prices.error && !table ? <ErrorState text={t.pricesFailed} onRetry={prices.retry} /> : !table ? <Loading /> : choices()}
      {table && choice.kind !== 'onsite' && (
        <div className="gr-purchase-field">
          <label htmlFor="gr-purchase-quantity">{t.quantity}</label>
          <InputNumber
            id="gr-purchase-quantity"
            min={1}
            max={MAX_QUANTITY}
            precision={0}
            value={choice.quantity}
            onNumberChange={(n: number) => Number.isInteger(n) && n >= 1 && n <= MAX_QUANTITY && update({ quantity: n })}
            style={{ width: 160 }}
          />
          {isEditionKind(choice.kind) && <p className="gr-purchase-hint">{t.quantityHint}</p>}
        </div>
      )}
      <Choices
        label={t.payType}
        value={choice.payType}
        onChange={(payType) => update({ payType })}
        options={PAY_TYPES.map((p) => ({ value: p, text: t.payTypes[p] }))}
      />
      {item && (
        <section className="gr-purchase-summary" aria-label={t.summary}>
          <dl>
            <dt>{t.order.item}</dt>
            <dd>
              {item.title}
              {quantity > 1 ? ` × ${quantity}` : ''}
            </dd>
            {company && (
              <>
                <dt>{t.originalPrice}</dt>
                <dd>
                  <s>{formatMoneyFen(item.originalPrice * quantity)}</s>
                </dd>
                <dt>{t.companyPrice}</dt>
                <dd>{formatMoneyFen(item.price * quantity)}</dd>
              </>
            )}
            <dt>{t.payable}</dt>
            <dd className="gr-purchase-amount">{formatMoneyFen(item.price * quantity)}</dd>
          </dl>
          <Button theme="solid" size="large" loading={placing} onClick={place}>
            {t.submit}
          </Button>
        </section>
      )}
    </div>
  );
}
