import type { ApiClient, HttpResult } from '@greenroom/sdk';
import type { ListQuery } from '@greenroom/sdk/kit';

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

/** Page size of the download task panel. */
export const TASK_PAGE_SIZE = 10;

/** The list parameters both libraries send (contracts' `paging`, `keyword` and `dateRange`). */
const listParams = (query: ListQuery) => ({
  pageNum: query.page,
  pageSize: query.pageSize,
  keyword: query.keyword || undefined,
  startDate: query.range?.from,
  endDate: query.range?.to,
});

/** The calls of one recording library, `/api/media/{kind}/…` (SPEC §7). */
export function recordingCalls(api: ApiClient, kind: RecordingKind) {
  return {
    list: (query: ListQuery, signal: AbortSignal) => api.get(`/api/media/${kind}/list`, { query: listParams(query), signal }),
    playUrl: (id: number) => api.get(`/api/media/${kind}/playUrl/{id}`, { path: { id } }),
    remove: (ids: number[]) => api.delete(`/api/media/${kind}/delete`, { body: { ids } }),
    /** Only events' recordings can be renamed; the server's refusal is shown in place, not toasted. */
    rename: (id: number, title: string) => api.put('/api/media/event/rename/{id}', { path: { id }, query: { title }, silent: true }),
    /** A finished tus upload becomes a recording; the refusal is shown in the upload dialog, not toasted. */
    register: (upload: string, title: string) => api.post(`/api/media/${kind}/upload`, { body: { upload, title }, silent: true }),
    createTask: (id: number) => api.post(`/api/media/${kind}/download/createTask/{id}`, { path: { id } }),
    cancelTask: (id: number) => api.post(`/api/media/${kind}/download/cancelTask/{id}`, { path: { id } }),
    /** `silent`: a refusal is not toasted (the background watch of downloadWatch.ts asks again later). */
    taskList: (pageNum: number, signal?: AbortSignal, silent?: boolean) =>
      api.get(`/api/media/${kind}/download/taskList`, { query: { pageNum, pageSize: TASK_PAGE_SIZE }, signal, silent }),
    /** The address of a done task's file (served with the session cookie). */
    fileHref: (taskId: number) => `/api/media/${kind}/download/${taskId}`,
  };
}

/** The calls of one material library, `/api/material/{kind}/…` (SPEC §7). */
export function materialCalls(api: ApiClient, kind: MaterialKind) {
  return {
    list: (query: ListQuery & { filters: { type?: 'image' | 'video' } }, signal: AbortSignal) =>
      api.get(`/api/material/${kind}/list`, { query: { ...listParams(query), type: query.filters.type }, signal }),
    /** The server's refusal (empty, too long, control characters) is shown in place, not toasted. */
    rename: (id: number, title: string) => api.put(`/api/material/${kind}/rename/{id}`, { path: { id }, query: { title }, silent: true }),
    remove: (ids: number[]) => api.delete(`/api/material/${kind}/batch-delete`, { body: { ids } }),
    preview: (id: number) => api.get(`/api/material/${kind}/preview/{id}`, { path: { id } }),
    /** A finished tus upload becomes a material; the refusal is shown in the upload dialog, not toasted. */
    register: (upload: string, title: string) => api.post(`/api/material/${kind}/upload`, { body: { upload, title }, silent: true }),
  };
}

/** The failure message of a result, or a fallback when no envelope arrived (network, HTTP error). */
export function refusalOf(result: HttpResult<unknown>, fallback: string): string {
  return result.ok ? '' : result.msg || fallback;
}
