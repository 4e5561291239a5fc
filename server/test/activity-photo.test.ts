import type { ActivityPhoto, Page } from '@greenroom/contracts';
import { describe, expect, it } from 'vitest';
import { signedInApp } from './helpers';
import { call, data, expectBadRequest, expectNotFound } from './mediaHelpers';

const signedIn = signedInApp();

const list = (query: string, cookie = signedIn.demo) => data<Page<ActivityPhoto>>(signedIn.app, 'GET', `/api/activity/photo/list${query}`, cookie);

describe('GET /api/activity/photo/list', () => {
  it('answers the owner’s albums, newest first, with the documented fields', async () => {
    const page = await list('?pageSize=100');
    const stored = await signedIn.db.selectFrom('photo_activities').select('id').where('owner_id', '=', signedIn.demoId).execute();
    expect(page.total).toBe(stored.length);
    expect(page.total).toBeGreaterThan(3);
    expect(Object.keys(page.list[0] ?? {}).sort()).toEqual(
      ['coverUrl', 'coverThumbUrl', 'createdAt', 'endTime', 'id', 'location', 'photoCount', 'startTime', 'status', 'title', 'viewCount'].sort(),
    );
    for (let i = 1; i < page.list.length; i++) {
      expect(Date.parse(page.list[i - 1]?.createdAt ?? '')).toBeGreaterThanOrEqual(Date.parse(page.list[i]?.createdAt ?? ''));
    }
  });

  it('the second user sees only their own albums', async () => {
    const mine = new Set((await list('?pageSize=100')).list.map((album) => album.id));
    const theirs = await list('?pageSize=100', signedIn.demo2);
    expect(theirs.total).toBeGreaterThan(0);
    expect(theirs.list.some((album) => mine.has(album.id))).toBe(false);
  });

  it('derives the status from the shooting times and filters by it', async () => {
    const [first] = (await list('?pageSize=1')).list;
    if (!first) throw new Error('no album');
    const now = Date.now();
    await signedIn.db
      .updateTable('photo_activities')
      .set({ start_time: new Date(now - 3600_000), end_time: new Date(now + 3600_000) })
      .where('id', '=', first.id)
      .execute();
    const live = await list('?status=live&pageSize=100');
    expect(live.list.map((album) => album.id)).toContain(first.id);
    expect(live.list.every((album) => album.status === 'live')).toBe(true);
    const ended = await list('?status=ended&pageSize=100');
    expect(ended.list.every((album) => album.status === 'ended' && Date.parse(album.endTime ?? '') <= now)).toBe(true);
    expect(ended.list.map((album) => album.id)).not.toContain(first.id);
  });

  it('filters by keyword on the title or the location, literally', async () => {
    const all = (await list('?pageSize=100')).list;
    const city = all[0]?.location.slice(0, 2) ?? '';
    const byCity = await list(`?keyword=${encodeURIComponent(city)}&pageSize=100`);
    expect(byCity.total).toBe(all.filter((album) => album.location.includes(city) || album.title.includes(city)).length);
    expect((await list('?keyword=%25')).total).toBe(0);
  });

  it('sorts by start time in either direction', async () => {
    const asc = (await list('?sort=startTime&order=asc&pageSize=100')).list.map((album) => Date.parse(album.startTime));
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
  });

  it('rejects bad values with a Chinese message and needs a session', async () => {
    expect(await expectBadRequest(signedIn.app, 'GET', '/api/activity/photo/list?status=open', signedIn.demo)).toMatch(/^参数错误：status/);
    expect(await expectBadRequest(signedIn.app, 'GET', '/api/activity/photo/list?pageSize=101', signedIn.demo)).toMatch(/^参数错误：pageSize/);
    expect((await call(signedIn.app, 'GET', '/api/activity/photo/list')).status).toBe(401);
  });
});

describe('DELETE /api/activity/photo/{id}', () => {
  it('deletes the owner’s album; another account’s id is 404 and changes nothing', async () => {
    const [album] = (await list('?pageSize=1')).list;
    if (!album) throw new Error('no album');
    await expectNotFound(signedIn.app, 'DELETE', `/api/activity/photo/${album.id}`, signedIn.demo2);
    expect(await signedIn.db.selectFrom('photo_activities').select('id').where('id', '=', album.id).executeTakeFirst()).toBeDefined();
    const before = (await list('')).total;
    expect(await data(signedIn.app, 'DELETE', `/api/activity/photo/${album.id}`, signedIn.demo)).toBeNull();
    expect((await list('')).total).toBe(before - 1);
    await expectNotFound(signedIn.app, 'DELETE', `/api/activity/photo/${album.id}`, signedIn.demo);
  });
});
