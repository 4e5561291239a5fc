import type { ApiClient, HttpResult } from '@greenroom/sdk';
import type { MaterialKind, RecordingKind } from '../lists';

export type { MaterialKind, RecordingKind };

/** Page size of the download task panel. */
export const TASK_PAGE_SIZE = 10;

/** The calls of one recording library, `/api/media/{kind}/…` (SPEC §7); its list is `recordingLists[kind]` (../lists.ts). */
export function recordingCalls(api: ApiClient, kind: RecordingKind) {
  return {
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

/** The calls of one material library, `/api/material/{kind}/…` (SPEC §7); its list is `materialLists[kind]` (../lists.ts). */
export function materialCalls(api: ApiClient, kind: MaterialKind) {
  return {
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
