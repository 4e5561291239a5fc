import type { ActivityListSort, ActivityPhoto, ActivityPhotoStatus, PersonCityGroup, PersonGroup } from '@greenroom/contracts';
import { defineList, enumParam, toRequestParams } from '@greenroom/sdk';

/**
 * The album statuses, in the order the list's filter offers them (declared here, not beside their
 * tags in status.ts, whose texts the plugin's entry does not load).
 */
export const ALBUM_STATUSES = ['not_started', 'live', 'ended'] as const satisfies readonly ActivityPhotoStatus[];

const filters = { status: enumParam(ALBUM_STATUSES) };

/**
 * `/activity/photo`'s list of albums: its route names it, so that its first page is asked for as the
 * route is entered, while the page's files still download (issue 25).
 */
export const albumList = defineList<ActivityPhoto, typeof filters, ActivityListSort>({
  filters,
  sorts: ['startTime', 'createdAt'],
  load: (query, { api, signal }) => api.get('/api/activity/photo/list', { query: toRequestParams(query), signal }),
});

/** The person whose photos 人物 shows (`?person=12`), or null: then it shows the people. */
export function personOf(params: URLSearchParams): string | null {
  const person = params.get('person');
  return person && /^\d{1,10}$/.test(person) ? person : null;
}

/** The city whose photos 城市 shows (`?city=440100`, its six-digit code), or null: then it shows the cities. */
export function cityOf(params: URLSearchParams): string | null {
  const city = params.get('city');
  return city && /^\d{6}$/.test(city) ? city : null;
}

/** The sizes of a page of cards (people, cities), the first the default; their pagination offers the same. */
export const CARD_PAGE_SIZES = [24, 48, 96] as const;

/**
 * `/content/person`'s people (face recognition), named by its route: asked for as the route is
 * entered, unless the address shows one person's photos (issue 25).
 */
export const personList = defineList<PersonGroup>({
  pageSizes: CARD_PAGE_SIZES,
  shownAt: (params) => personOf(params) === null,
  load: (query, { api, signal }) =>
    api.post('/api/person/list', { query: { pageNum: query.page, pageSize: query.pageSize }, body: { keyword: query.keyword || undefined }, signal }),
});

/**
 * `/content/cityList`'s cities, named by its route: asked for as the route is entered, unless the
 * address shows one city's photos (issue 25).
 */
export const cityList = defineList<PersonCityGroup>({
  pageSizes: CARD_PAGE_SIZES,
  keywordMax: 20,
  shownAt: (params) => cityOf(params) === null,
  load: (query, { api, signal }) =>
    api.get('/api/person/photo-group/city-list', { query: { pageNum: query.page, pageSize: query.pageSize, keyword: query.keyword || undefined }, signal }),
});
