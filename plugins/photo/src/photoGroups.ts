import type { PhotoPageLoader } from '@greenroom/media';
import type { ApiClient } from '@greenroom/sdk';

/** How `/api/person/photo-group/photo-list` groups photos. */
export type PhotoGroupType = 'person' | 'city' | 'year' | 'date';

/** Loads pages of one group's photos (`type` and `value`, e.g. person 12, city 440100, date 2026-11-01). */
export function groupPhotoLoader(api: ApiClient, type: PhotoGroupType, value: (sectionKey: string) => string): PhotoPageLoader {
  return async (section, pageNum, pageSize, signal) => {
    const result = await api.get('/api/person/photo-group/photo-list', { query: { type, value: value(section.key), pageNum, pageSize }, signal });
    return result.ok ? result.data.list : null;
  };
}
