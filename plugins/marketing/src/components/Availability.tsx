import Tag from '@douyinfe/semi-ui/lib/es/tag';
import type { MarketingAvailability } from '@greenroom/contracts';
import { Link } from 'react-router-dom';
import { usePurchasePath } from '../purchase';
import { texts } from '../texts';

/** 已包含, or 需升级到<edition> with 购买 (a link to the console's purchase page) when the console offers it. */
function Status({ entry, buy }: { entry: MarketingAvailability; buy: ReturnType<typeof usePurchasePath> }) {
  if (entry.included) {
    return (
      <Tag color="green" data-included="true">
        {texts.included}
      </Tag>
    );
  }
  const path = buy?.(entry.product);
  return (
    <>
      <Tag color="orange" data-included="false">
        {texts.needsUpgrade(entry.editionName)}
      </Tag>
      {path ? (
        <Link
          className="semi-button semi-button-primary semi-button-borderless semi-button-size-small gr-mk-buy"
          to={path}
          aria-label={texts.buyLabel(entry.productName, entry.editionName)}
        >
          {texts.buy}
        </Link>
      ) : null}
    </>
  );
}

/** Where a tool works, one line per product: the product and whether the organiser's editions include the tool there. */
export function AvailabilityList({ availability, label }: { availability: readonly MarketingAvailability[]; label: string }) {
  const buy = usePurchasePath();
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
  const buy = usePurchasePath();
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
