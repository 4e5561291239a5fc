import { useRouteRef } from '@greenroom/sdk';
import { type DataRange, DataRangeControl, useDataRange } from '@greenroom/sdk/charts';
import type { ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { activityDataRefs } from '../routes';
import { texts } from '../texts';

/** The frame of every data screen: title, the shared range control (in the address) and actions. */
export function DataPage({
  title,
  actions,
  children,
  tabs,
}: {
  title: string;
  actions?: (range: DataRange) => ReactNode;
  children: (range: DataRange) => ReactNode;
  tabs?: ReactNode;
}) {
  const { range, setRange } = useDataRange();
  return (
    <div className="gr-data-page">
      <header className="gr-data-head">
        <h1 className="gr-data-title">{title}</h1>
        <div className="gr-data-actions">
          <DataRangeControl value={range} onChange={setRange} />
          {actions?.(range)}
        </div>
      </header>
      {tabs}
      {children(range)}
    </div>
  );
}

/** Links between the products of 平台数据, keeping the range of the address. */
export function ProductTabs() {
  const { search } = useLocation();
  const keep = new URLSearchParams(search);
  keep.delete('province');
  const query = keep.toString() ? `?${keep}` : '';
  const products = [
    ['live', texts.products.live, useRouteRef(activityDataRefs.live)()],
    ['photo', texts.products.photo, useRouteRef(activityDataRefs.photo)()],
    ['event', texts.products.event, useRouteRef(activityDataRefs.event)()],
    ['micro', texts.products.micro, useRouteRef(activityDataRefs.micro)()],
  ] as const;
  return (
    <nav className="gr-data-tabs" aria-label={texts.productsLabel}>
      {products.map(([key, text, path]) => (
        <NavLink key={key} to={`${path}${query}`} className={({ isActive }) => (isActive ? 'gr-data-tab is-active' : 'gr-data-tab')}>
          {text}
        </NavLink>
      ))}
    </nav>
  );
}
