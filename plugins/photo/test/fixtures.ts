import type { ActivityPhoto, ActivityPhotoDetail, MediaPhotoVideo, PersonCityGroup, PersonPhoto, PersonStat } from '@greenroom/contracts';
import type { FakeReply, FakeRequest } from '@greenroom/sdk/testing';

/** An album row as `GET /api/activity/photo/list` answers it. */
export function album(id: number, title: string, extra: Partial<ActivityPhoto> = {}): ActivityPhoto {
  return {
    id,
    title,
    coverUrl: '',
    coverThumbUrl: '',
    status: 'ended',
    location: '杭州西湖国宾馆',
    startTime: '2026-11-01T02:00:00.000Z',
    endTime: '2026-11-01T10:00:00.000Z',
    photoCount: 1280,
    viewCount: 56000,
    createdAt: '2026-10-01T02:00:00.000Z',
    ...extra,
  };
}

/** An envelope reply holding one page of rows. */
export function pageOf<T>(rows: T[], total = rows.length, pageNum = 1, pageSize = 10) {
  return { data: { pageNum, pageSize, total, list: rows } };
}

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
    cityId: 330100,
    cityName: '杭州',
  };
}

/** `count` photos (ids from `first`) served page by page by `photo-list`. */
export function photoList(count: number, first = 1): (request: FakeRequest) => FakeReply {
  return (request: FakeRequest) => {
    const pageNum = Number(request.params?.pageNum ?? 1);
    const pageSize = Number(request.params?.pageSize ?? 30);
    const from = (pageNum - 1) * pageSize;
    const list = Array.from({ length: Math.max(0, Math.min(pageSize, count - from)) }, (_, i) => photo(first + from + i));
    return { data: { pageNum, pageSize, total: count, list } };
  };
}

/** The library overview. */
export function stat(extra: Partial<PersonStat> = {}): { data: PersonStat } {
  return {
    data: {
      photoCount: 2400,
      personCount: 36,
      cityCount: 6,
      yearCount: 2,
      dateCount: 41,
      storageBytes: 9 * 1024 ** 3,
      storageQuotaBytes: 50 * 1024 ** 3,
      latestTakenAt: '2026-11-02T02:30:00.000Z',
      ...extra,
    },
  };
}

/** The requests to one path among everything the plugin asked. */
export const requestsTo = (requests: FakeRequest[], path: string) => requests.filter((r) => r.path === path);

/** An album as its editor reads it (`GET /api/activity/photo/{id}`). */
export function albumDetail(id: number, extra: Partial<ActivityPhotoDetail> = {}): ActivityPhotoDetail {
  return {
    id,
    title: '2026 年会照片直播',
    coverUrl: '/demo-assets/cover/3.svg',
    location: '杭州西湖国宾馆',
    startTime: '2026-11-21T13:00:00.000Z',
    endTime: '2026-11-21T22:00:00.000Z',
    watermark: true,
    visibility: 'public',
    password: '',
    status: 'not_started',
    photoCount: 0,
    viewCount: 0,
    createdAt: '2026-11-01T02:00:00.000Z',
    ...extra,
  };
}

/** Hangzhou's card as `GET /api/person/photo-group/city-list` answers it. */
export function hangzhou(): PersonCityGroup {
  return {
    key: 'city-330100',
    cityId: 330100,
    cityName: '杭州',
    provinceId: 330000,
    provinceName: '浙江省',
    photoCount: 8,
    coverUrl: '',
    lastTakenAt: '2026-11-02T02:30:00.000Z',
  };
}

/** A video made from an album, as `GET /api/media/photo/list` answers it. */
export function albumVideo(id: number, title: string): MediaPhotoVideo {
  return {
    id,
    title,
    activityId: 3,
    activityTitle: '校园开放日',
    source: 'album',
    coverUrl: '',
    duration: 95,
    size: 1024 * 1024,
    width: 1280,
    height: 720,
    mimeType: 'video/webm',
    createdAt: '2026-11-02T02:30:00.000Z',
    playUrl: `/api/media/stream/${id}.webm?expires=1&signature=x`,
    playUrlExpiresAt: '2099-01-01T00:00:00.000Z',
  };
}
