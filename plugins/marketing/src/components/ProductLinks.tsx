import { RouteLink } from '@greenroom/sdk';
import { MARKETING_PRODUCTS, type MarketingProductType } from '../products';
import { previewRef } from '../routes';
import { texts } from '../texts';

/** 按产品查看：直播 · 云摄影 · 活动 — each product's tools (`/marketing-preview/live` …), the current one marked. */
export function ProductLinks({ current }: { current?: MarketingProductType }) {
  return (
    <nav className="gr-mk-products" aria-label={texts.byProductLabel}>
      <span className="gr-muted">{texts.byProduct}</span>
      {(Object.keys(MARKETING_PRODUCTS) as MarketingProductType[]).map((type) =>
        type === current ? (
          <strong key={type} aria-current="page">
            {texts.products[type]}
          </strong>
        ) : (
          <RouteLink key={type} to={previewRef} params={{ type }}>
            {texts.products[type]}
          </RouteLink>
        ),
      )}
    </nav>
  );
}
