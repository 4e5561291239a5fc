import type { ActivityTwzb, Page } from '@greenroom/contracts';
import { renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { type ApiClient, createApiClient, type HttpResult, useApi } from '../src';
import { ServicesProvider } from '../src/host';
import { createFakeServices } from '../src/testing';

// Compiled by `npm run typecheck` (tsconfig.json includes sdk/test): every @ts-expect-error below
// must be an error, or the typecheck fails. The functions are never called.

function typeChecks(api: ApiClient, signal: AbortSignal) {
  // A documented path with a contract query: the answer is the contract's page of activities.
  const list = api.get('/api/activity/twzb/list', { query: { pageNum: 1, pageSize: 10, status: 'live' }, signal });
  expectTypeOf(list).toEqualTypeOf<Promise<HttpResult<Page<ActivityTwzb>>>>();

  // A query field the contract does not have.
  // @ts-expect-error pageNumber is not a query field of the activity list
  void api.get('/api/activity/twzb/list', { query: { pageNumber: 1 } });
  // A query value of the wrong type.
  // @ts-expect-error status is one of the contract's literals
  void api.get('/api/activity/twzb/list', { query: { status: 'paused' } });
  // A call that takes no query.
  // @ts-expect-error the group list takes no query
  void api.get('/api/activity/twzb/group-list', { query: { pageNum: 1 } });

  // A path the server does not document, or not for that method.
  // @ts-expect-error no such path
  void api.get('/api/activity/twzb/lists');
  // @ts-expect-error the activity list is a GET, not a DELETE
  void api.delete('/api/activity/twzb/list');

  // Path parameters: required, by name, typed.
  void api.delete('/api/activity/twzb/{id}', { path: { id: 3 } });
  // @ts-expect-error {id} must be given
  void api.delete('/api/activity/twzb/{id}');
  // @ts-expect-error the path key is id, not activityId
  void api.delete('/api/activity/twzb/{id}', { path: { activityId: 3 } });

  // A JSON body: required and typed.
  void api.delete('/api/media/live/delete', { body: { ids: [1, 2] } });
  // @ts-expect-error ids are numbers
  void api.delete('/api/media/live/delete', { body: { ids: ['1'] } });
  // @ts-expect-error the batch delete needs its body
  void api.delete('/api/media/live/delete');

  // PUT with a path and a query.
  void api.put('/api/material/twzb/rename/{id}', { path: { id: 1 }, query: { title: '新标题' } });

  // The answer, once `ok` narrows it, has the contract's fields and no others.
  void list.then((result) => {
    if (!result.ok) {
      expectTypeOf(result.data).toEqualTypeOf<null>();
      return;
    }
    expectTypeOf(result.data.list[0].startTime).toEqualTypeOf<string | null>();
    // @ts-expect-error an activity has no `name`, it has `title`
    void result.data.list[0].name;
  });
  // Before narrowing, data may be null.
  // @ts-expect-error data is null when the result is not ok
  void list.then((result) => result.data.total);
}
void typeChecks;

describe('typed API client', () => {
  it('substitutes path parameters and sends the full path through the envelope client', async () => {
    const services = createFakeServices({ http: { 'DELETE /api/activity/twzb/:id': { data: null } } });
    const api = createApiClient(services.http);
    const result = await api.delete('/api/activity/twzb/{id}', { path: { id: 3 } });
    expect(result.ok).toBe(true);
    expect(services.requests).toEqual([{ method: 'DELETE', path: '/api/activity/twzb/3', pathParams: { id: '3' }, params: undefined, data: undefined }]);
  });

  it('passes the query as params and answers the envelope data', async () => {
    const page = { pageNum: 2, pageSize: 10, total: 0, list: [] };
    const services = createFakeServices({ http: { 'GET /api/activity/twzb/list': { data: page } } });
    const api = createApiClient(services.http);
    const result = await api.get('/api/activity/twzb/list', { query: { pageNum: 2, keyword: '发布会' } });
    expect(result).toMatchObject({ ok: true, data: page });
    expect(services.requests[0]).toMatchObject({ method: 'GET', path: '/api/activity/twzb/list', params: { pageNum: 2, keyword: '发布会' } });
  });

  it('sends the body as JSON data, URL-encodes path values and keeps silent refusals silent', async () => {
    const services = createFakeServices({
      http: {
        'DELETE /api/media/live/delete': { data: { deleted: 2 } },
        'GET /api/person/photo-group/photoInfo/:groupKey/:photoId': { code: 500, msg: '照片不存在' },
      },
    });
    const api = createApiClient(services.http);
    expect(await api.delete('/api/media/live/delete', { body: { ids: [1, 2] } })).toMatchObject({ ok: true, data: { deleted: 2 } });
    expect(services.requests[0]).toMatchObject({ method: 'DELETE', path: '/api/media/live/delete', data: { ids: [1, 2] } });

    const refused = await api.get('/api/person/photo-group/photoInfo/{groupKey}/{photoId}', { path: { groupKey: 'a b', photoId: 7 }, silent: true });
    expect(refused).toMatchObject({ ok: false, code: 500 });
    expect(services.requests[1]?.path).toBe('/api/person/photo-group/photoInfo/a%20b/7');
    expect(services.toasts).toEqual([]);
  });

  it('useApi gives the same client across renders, over the provided services', async () => {
    const services = createFakeServices({ http: { 'GET /api/user/huipai/status': { data: true } } });
    const wrapper = ({ children }: { children: ReactNode }) => createElement(ServicesProvider, { services, children });
    const { result, rerender } = renderHook(() => useApi(), { wrapper });
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
    expect(await first.get('/api/user/huipai/status')).toMatchObject({ ok: true, data: true });
  });
});
