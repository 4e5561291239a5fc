import { formatCount, Remote, RouteLink, useApi, useRemote } from '@greenroom/sdk';
import { imageRef } from '../routes';
import { shellTexts } from '../shellTexts';

/** The first day of this week (Monday), China time, as YYYY-MM-DD. */
export function weekStart(now: Date): string {
  const china = new Date(now.getTime() + 8 * 3600_000);
  const monday = new Date(china.getTime() - ((china.getUTCDay() + 6) % 7) * 86_400_000);
  return monday.toISOString().slice(0, 10);
}

/**
 * Console-home widget: the latest photo-live album and the photos taken this week. On the first
 * screen, so it imports only `@greenroom/sdk` (never the kit).
 */
export default function PhotoAlbumsWidget() {
  const api = useApi();
  const t = shellTexts.widget;
  const thisWeek = weekStart(new Date());
  const remote = useRemote(
    async (signal) => {
      const [albums, week] = await Promise.all([
        api.get('/api/activity/photo/list', { query: { pageNum: 1, pageSize: 1 }, signal }),
        api.get('/api/person/photo-group/photo-list', { query: { pageNum: 1, pageSize: 1, startTime: thisWeek }, signal }),
      ]);
      return albums.ok && week.ok ? { album: albums.data.list[0] ?? null, weekPhotos: week.data.total } : null;
    },
    [api, thisWeek],
    // Issue 25: on the first screen, drawn with the page (no call after it is live); kept by name (and
    // week), so Back to the home draws it at once (and asks again behind it).
    { withPage: true, key: `photo:home-albums:${thisWeek}` },
  );
  return (
    <Remote remote={remote} errorText={t.loadFailed}>
      {({ album, weekPhotos }) => (
        <>
          <p>
            <span className="gr-muted">{t.latest}</span>
            {album ? <strong>{album.title}</strong> : t.noAlbum}
          </p>
          <p>{t.weekPhotos(formatCount(weekPhotos))}</p>
          <RouteLink to={imageRef}>{t.library}</RouteLink>
        </>
      )}
    </Remote>
  );
}
