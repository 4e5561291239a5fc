import Button from '@douyinfe/semi-ui/lib/es/button';
import Tag from '@douyinfe/semi-ui/lib/es/tag';
import type { MarketingAvailability } from '@greenroom/contracts';
import { usePurchase } from '../purchase';
import { texts } from '../texts';

/** 已包含, or 需升级到<edition> with 购买 when the console offers the purchase page. */
function Status({ entry, buy }: { entry: MarketingAvailability; buy: ReturnType<typeof usePurchase> }) {
  if (entry.included) {
    return (
      <Tag color="green" data-included="true">
        {texts.included}
      </Tag>
    );
  }
  const open = buy?.(entry.product);
  return (
    <>
      <Tag color="orange" data-included="false">
        {texts.needsUpgrade(entry.editionName)}
      </Tag>
      {open ? (
        <Button size="small" theme="borderless" type="primary" aria-label={texts.buyLabel(entry.productName, entry.editionName)} onClick={open}>
          {texts.buy}
        </Button>
      ) : null}
    </>
  );
}

/** Where a tool works, one line per product: the product and whether the organiser's editions include the tool there. */
export function AvailabilityList({ availability, label }: { availability: readonly MarketingAvailability[]; label: string }) {
  const buy = usePurchase();
  return (
    <ul className="gr-mk-availability" aria-label={label}>
      {availability.map((entry) => (
        <li key={entry.product}>
          <span className="gr-mk-product">{entry.productName}</span>
          <Status entry={entry} buy={buy} />
        </li>
      ))}
    </ul>
  );
}

/** The same as a table: product, the edition the tool needs, and the organiser's status. */
export function AvailabilityTable({ availability }: { availability: readonly MarketingAvailability[] }) {
  const buy = usePurchase();
  return (
    <table className="gr-mk-table" aria-label={texts.availability}>
      <thead>
        <tr>
          <th scope="col">{texts.columns.product}</th>
          <th scope="col">{texts.columns.edition}</th>
          <th scope="col">{texts.columns.status}</th>
        </tr>
      </thead>
      <tbody>
        {availability.map((entry) => (
          <tr key={entry.product}>
            <th scope="row">{entry.productName}</th>
            <td>{texts.editionAtLeast(entry.editionName)}</td>
            <td>
              <Status entry={entry} buy={buy} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
