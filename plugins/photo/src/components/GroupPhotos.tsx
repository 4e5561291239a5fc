import Button from '@douyinfe/semi-ui/lib/es/button';
import { PhotoLibrary, type PhotoSection } from '@greenroom/media';
import { Remote, useApi, useRemote } from '@greenroom/sdk';
import { useMemo } from 'react';
import { groupPhotoLoader } from '../photoGroups';
import { texts } from '../texts';

/** Props of {@link GroupPhotos}. */
export interface GroupPhotosProps {
  type: 'person' | 'city';
  /** The person's id or the city's code. */
  value: string;
  /** The heading, from the group's name. */
  heading: (name: string) => string;
  backText: string;
  onBack: () => void;
}

interface Summary {
  name: string;
  count: number;
}

/**
 * One person's or one city's photos in the kit's photo library: the group's name and count from
 * its first photo (`photo-list` answers the total, `photoInfo` the group's title), loaded again
 * after a delete so the count drops.
 */
export function GroupPhotos({ type, value, heading, backText, onBack }: GroupPhotosProps) {
  const api = useApi();
  const groupKey = `${type}-${value}`;
  const remote = useRemote(
    async (signal): Promise<Summary | null> => {
      const first = await api.get('/api/person/photo-group/photo-list', { query: { type, value, pageSize: 1 }, signal });
      if (!first.ok) return null;
      const photo = first.data.list[0];
      if (!photo) return { name: '', count: 0 };
      const info = await api.get('/api/person/photo-group/photoInfo/{groupKey}/{photoId}', { path: { groupKey, photoId: photo.id }, signal });
      return info.ok ? { name: info.data.group.title, count: first.data.total } : null;
    },
    [api, type, value, groupKey],
  );
  const summary = remote.data;
  const sections = useMemo<PhotoSection[]>(() => (summary ? [{ key: groupKey, count: summary.count }] : []), [summary, groupKey]);
  const load = useMemo(() => groupPhotoLoader(api, type, () => value), [api, type, value]);

  return (
    <section className="gr-photo-group">
      <div className="gr-list-header">
        <h2>{summary?.name ? heading(summary.name) : ''}</h2>
        <Button onClick={onBack}>{backText}</Button>
      </div>
      <Remote remote={remote} errorText={texts.groupLoadFailed}>
        {(group) => <PhotoLibrary sections={sections} load={load} groupKeyOf={() => groupKey} onDeleted={remote.retry} label={group.name || undefined} />}
      </Remote>
    </section>
  );
}
