import type { PersonStat } from '@greenroom/contracts';
import {
  addressWith,
  formatCount,
  formatDateTime,
  formatFileSize,
  pathUnder,
  Remote,
  RouteLink,
  useApi,
  useConfig,
  useRemote,
  useRouteRef,
  useSession,
} from '@greenroom/sdk';
// The overview's styles come with the photo library's stylesheet (@greenroom/media; the console links no plugin stylesheet yet).
import '@greenroom/media';
import { citiesRef, personRef, purchaseRef, timelineRef } from '../routes';
import { shellTexts } from '../shellTexts';
import { texts } from '../texts';

/** Past this share of the quota the overview warns and offers 扩容. */
export const STORAGE_WARNING_PERCENT = 80;
const VIEWS = [
  { to: personRef, key: 'person', count: (s: PersonStat) => s.personCount },
  { to: timelineRef, key: 'timeline', count: (s: PersonStat) => s.photoCount },
  { to: citiesRef, key: 'cities', count: (s: PersonStat) => s.cityCount },
] as const;

/** 扩容 looks like Semi's solid warning button. */
const EXPAND_LOOK = 'semi-button semi-button-warning semi-button-solid';

/** The share of the quota used, in whole percent (100 when there is no quota). */
export function storagePercent(stat: Pick<PersonStat, 'storageBytes' | 'storageQuotaBytes'>): number {
  return stat.storageQuotaBytes > 0 ? Math.min(100, Math.round((stat.storageBytes / stat.storageQuotaBytes) * 100)) : 100;
}

/** `/content/image`: the image library's overview — totals, storage used (扩容 past 80 %), the enterprise mark, and the ways into people, timeline and cities. */
export default function ImageOverviewPage() {
  const t = texts.image;
  const api = useApi();
  const { photoCompany } = useSession();
  const config = useConfig();
  const photo = config.products.photo;
  // The console's purchase page (the orders plugin's) when it is enabled, else the photo product's own.
  const capacityPage = useRouteRef(purchaseRef);
  const remote = useRemote(
    async (signal) => {
      const result = await api.get('/api/person/stat', { signal });
      return result.ok ? result.data : null;
    },
    [api],
  );

  // Issue 24 §1: a real link; the console's own purchase page opens in this tab, the photo product's in a new one.
  const expand = capacityPage ? (
    <RouteLink to={purchaseRef} search="product=capacity" className={EXPAND_LOOK}>
      <span className="semi-button-content">{t.expand}</span>
    </RouteLink>
  ) : (
    <a className={EXPAND_LOOK} href={addressWith(pathUnder(photo.base, 'purchase'), { type: 'capacity' })} target="_blank" rel="noopener noreferrer">
      <span className="semi-button-content">{t.expand}</span>
    </a>
  );

  return (
    <div className="gr-page">
      <h1 className="gr-page-title">
        {shellTexts.routes.image}
        {photoCompany ? (
          <span className="gr-edition-mark" title={t.enterpriseHint}>
            {t.enterprise}
          </span>
        ) : null}
      </h1>
      <Remote remote={remote} errorText={t.loadFailed}>
        {(stat) => {
          const percent = storagePercent(stat);
          const warning = percent >= STORAGE_WARNING_PERCENT;
          return (
            <>
              <dl className="gr-overview-stats">
                {(
                  [
                    [t.photos, stat.photoCount],
                    [t.persons, stat.personCount],
                    [t.cities, stat.cityCount],
                    [t.years, stat.yearCount],
                    [t.days, stat.dateCount],
                  ] as const
                ).map(([label, value]) => (
                  <div key={label} className="gr-overview-stat">
                    <dt className="gr-muted">{label}</dt>
                    <dd>
                      <strong>{formatCount(value)}</strong>
                    </dd>
                  </div>
                ))}
              </dl>
              <section className="gr-storage" data-warning={warning} aria-label={t.storage}>
                <strong>{t.storage}</strong>{' '}
                <span className="gr-muted">{t.storageUsed(formatFileSize(stat.storageBytes), formatFileSize(stat.storageQuotaBytes))}</span>
                <div className="gr-storage-bar" role="progressbar" aria-label={t.storageLabel} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
                  <span style={{ width: `${percent}%` }} />
                </div>
                {warning ? (
                  <p className="gr-storage-warning" role="alert">
                    {t.storageWarning(percent)}
                    {expand}
                  </p>
                ) : null}
                {stat.latestTakenAt ? <span className="gr-muted">{t.latest(formatDateTime(stat.latestTakenAt))}</span> : null}
              </section>
              <nav className="gr-overview-views">
                {VIEWS.map((view) => (
                  <RouteLink key={view.key} to={view.to} className="gr-overview-view">
                    <strong>{t.views[view.key]}</strong> <span className="gr-muted">{formatCount(view.count(stat))}</span>
                    <br />
                    <span className="gr-muted">{t.viewHints[view.key]}</span>
                  </RouteLink>
                ))}
              </nav>
            </>
          );
        }}
      </Remote>
    </div>
  );
}
