import Button from '@douyinfe/semi-ui/lib/es/button';
import type { PersonDateGroup } from '@greenroom/contracts';
import { PhotoLibrary, type PhotoSection } from '@greenroom/media';
import { EmptyState, ErrorState, formatCount, Loading, Remote, useApi, useRemote } from '@greenroom/sdk';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LibraryViewHeader } from '../components/LibraryViewHeader';
import { groupPhotoLoader } from '../photoGroups';
import { shellTexts } from '../shellTexts';
import { texts } from '../texts';

/** Days per date-list request (the contracts' maximum page size). */
const DAYS_PER_PAGE = 100;

/** `/content/timeline`: the photos of a year (`?year=`) as one scrolling timeline of days with sticky headings; → steps through the year. */
export default function TimelinePage() {
  const t = texts.timeline;
  const api = useApi();
  const [params, setParams] = useSearchParams();
  const [generation, setGeneration] = useState(0);
  const years = useRemote(
    async (signal) => {
      const result = await api.get('/api/person/photo-group/year-list', { signal });
      return result.ok ? result.data : null;
    },
    [api, generation],
  );
  const asked = Number(params.get('year'));
  const year = years.data?.find((y) => y.year === asked)?.year ?? years.data?.[0]?.year ?? null;

  const days = useRemote(
    async (signal): Promise<PersonDateGroup[] | null> => {
      if (year === null) return [];
      const all: PersonDateGroup[] = [];
      for (let pageNum = 1; ; pageNum++) {
        const result = await api.get('/api/person/photo-group/date-list', { query: { year, pageNum, pageSize: DAYS_PER_PAGE }, signal });
        if (!result.ok) return null;
        all.push(...result.data.list);
        if (all.length >= result.data.total || result.data.list.length === 0) return all;
      }
    },
    [api, year, generation],
  );

  const sections = useMemo<PhotoSection[]>(
    () => (days.data ?? []).map((day) => ({ key: day.key, title: t.day(day.date, day.cityNames), count: day.photoCount })),
    [days.data, t],
  );
  const load = useMemo(() => groupPhotoLoader(api, 'date', (key) => key.slice('date-'.length)), [api]);
  const choose = (next: number) =>
    setParams((current) => {
      const copy = new URLSearchParams(current);
      copy.set('year', String(next));
      return copy;
    });

  return (
    <div className="gr-page">
      <LibraryViewHeader title={shellTexts.routes.timeline} />
      <Remote remote={years} errorText={t.loadFailed} emptyText={t.empty} isEmpty={(list) => list.length === 0}>
        {(list) => (
          <>
            <fieldset className="gr-year-tabs" aria-label={t.yearLabel}>
              {list.map((y) => (
                <Button key={y.year} theme={y.year === year ? 'solid' : 'light'} aria-pressed={y.year === year} onClick={() => choose(y.year)}>
                  {t.year(y.year, formatCount(y.photoCount))}
                </Button>
              ))}
            </fieldset>
            {days.error && !days.data ? <ErrorState text={t.loadFailed} onRetry={days.retry} /> : null}
            {!days.data && !days.error ? <Loading /> : null}
            {days.data && sections.length === 0 ? <EmptyState text={t.empty} /> : null}
            {sections.length > 0 && year !== null ? (
              <PhotoLibrary
                sections={sections}
                load={load}
                groupKeyOf={() => `year-${year}`}
                onDeleted={() => setGeneration((n) => n + 1)}
                selectSections
                label={t.year(year, formatCount(sections.reduce((sum, s) => sum + s.count, 0)))}
              />
            ) : null}
          </>
        )}
      </Remote>
    </div>
  );
}
