/** The media screens' test data: rows as the server answers them (user data, in Chinese). */
import type { Material, MediaDownloadTask, MediaRecording, PersonPhoto } from '@greenroom/contracts';
import type { FakeRequest } from '@greenroom/sdk/testing';

/** The activity the fixtures' recordings and materials belong to. */
export const ACTIVITY = '年度发布会';

/** A recording as `/api/media/{kind}/list` answers it. */
export function recording(id: number, title: string, extra: Partial<MediaRecording> = {}): MediaRecording {
  return {
    id,
    title,
    activityId: 3,
    activityTitle: ACTIVITY,
    source: 'record',
    coverUrl: `https://cdn.example.com/cover/${id}.jpg`,
    duration: 123,
    size: 1536 * 1024,
    width: 1280,
    height: 720,
    mimeType: 'video/webm',
    createdAt: '2026-11-02T02:30:00.000Z',
    download: null,
    ...extra,
  };
}

/** A material as `/api/material/{kind}/list` answers it. */
export function material(id: number, title: string, extra: Partial<Material> = {}): Material {
  return {
    id,
    title,
    type: 'image',
    activityId: 3,
    activityTitle: ACTIVITY,
    width: 800,
    height: 600,
    size: 2048,
    duration: null,
    thumbUrl: `https://cdn.example.com/thumb/${id}.svg`,
    createdAt: '2026-11-02T02:30:00.000Z',
    updatedAt: '2026-11-02T02:30:00.000Z',
    ...extra,
  };
}

/** A download task as `/download/taskList` answers it. */
export function task(id: number, fileName: string, extra: Partial<MediaDownloadTask> = {}): MediaDownloadTask {
  return {
    id,
    mediaId: 1,
    fileName,
    status: 'pending',
    progress: 0,
    size: 0,
    processedBytes: 0,
    error: null,
    downloadUrl: null,
    createdAt: '2026-11-02T03:00:00.000Z',
    updatedAt: '2026-11-02T03:00:00.000Z',
    finishedAt: null,
    ...extra,
  };
}

/** An envelope holding one page of rows. */
export const pageOf = <T>(list: T[], total = list.length) => ({ data: { pageNum: 1, pageSize: 10, total, list } });

/** The requests of one method to one path among everything the screen asked. */
export const requestsTo = (requests: FakeRequest[], method: FakeRequest['method'], path: string) =>
  requests.filter((r) => r.method === method && r.path === path);

/** A photo of the library. */
export function photo(id: number): PersonPhoto {
  return {
    id,
    title: `照片 ${id}`,
    url: `/p/${id}.svg`,
    thumbUrl: `/p/${id}.svg?size=thumb`,
    width: 1200,
    height: 800,
    size: 204800,
    takenAt: '2026-11-02T02:30:00.000Z',
    cityId: 310100,
    cityName: '上海',
  };
}
