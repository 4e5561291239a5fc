/**
 * `@greenroom/media/lists` — the media libraries' lists, declared once (issue 25). The live, event
 * and photo plugins name them on their library routes (`ctx.addRoute({ …, list })`), so that a
 * library's first page is asked for as its route is entered, while the page's files (the page, the
 * kit, this package's screens) still download; the library pages give the same declarations to the
 * kit's `useListController({ source })`, which finds that call in flight.
 *
 * A shared module of its own, beside `@greenroom/media`: a plugin's entry runs with the console and
 * imports this, so it is on the first screen and must stay small (the sdk's root and types only).
 * The screens themselves stay in the lazy `@greenroom/media`.
 *
 * @packageDocumentation
 */
import type { Material, MaterialType, MediaPhotoVideo, MediaRecording } from '@greenroom/contracts';
import { defineList, enumParam, type ListSource, toRequestParams } from '@greenroom/sdk';

/**
 * Whose recordings a recording library shows: video-live activities or events.
 * @public
 */
export type RecordingKind = 'live' | 'event';
/**
 * Whose materials a material library shows: text-image live activities (twzb) or events.
 * @public
 */
export type MaterialKind = 'twzb' | 'event';

/**
 * The material types a material library filters by (`?type=image`).
 * @public
 */
export const MATERIAL_TYPES = ['image', 'video'] as const satisfies readonly MaterialType[];

const materialFilters = { type: enumParam(MATERIAL_TYPES) };

/**
 * A material library's filters (its 图片/视频 select).
 * @public
 */
export type MaterialFilters = typeof materialFilters;

/**
 * A recording library's list, `GET /api/media/{kind}/list` (SPEC §7): search and a created-day range.
 * @public
 */
export const recordingLists: Readonly<Record<RecordingKind, ListSource<MediaRecording>>> = {
  live: defineList<MediaRecording>({
    load: (query, { api, signal }) => api.get('/api/media/live/list', { query: toRequestParams(query), signal }),
  }),
  event: defineList<MediaRecording>({
    load: (query, { api, signal }) => api.get('/api/media/event/list', { query: toRequestParams(query), signal }),
  }),
};

/**
 * A material library's list, `GET /api/material/{kind}/list` (SPEC §7): search, the type and a
 * created-day range, 20, 50 or 100 a page.
 * @public
 */
export const materialLists: Readonly<Record<MaterialKind, ListSource<Material, MaterialFilters>>> = {
  twzb: defineList<Material, MaterialFilters>({
    filters: materialFilters,
    pageSizes: [20, 50, 100],
    load: (query, { api, signal }) => api.get('/api/material/twzb/list', { query: toRequestParams(query), signal }),
  }),
  event: defineList<Material, MaterialFilters>({
    filters: materialFilters,
    pageSizes: [20, 50, 100],
    load: (query, { api, signal }) => api.get('/api/material/event/list', { query: toRequestParams(query), signal }),
  }),
};

/**
 * The videos generated from photo-live albums, `GET /api/media/photo/list` (SPEC §7): search and a
 * created-day range.
 * @public
 */
export const photoVideoList: ListSource<MediaPhotoVideo> = defineList<MediaPhotoVideo>({
  load: (query, { api, signal }) => api.get('/api/media/photo/list', { query: toRequestParams(query), signal }),
});
