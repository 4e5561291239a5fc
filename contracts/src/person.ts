/**
 * Base /api/person (SPEC §7): the cloud-photography photo library of the account — photos grouped
 * by person (face recognition), city, year and day taken (China Standard Time).
 *
 * A photo group is addressed by a key: `all`, `person-<id>`, `city-<code>` (e.g. city-440100),
 * `year-<yyyy>` or `date-<yyyy-mm-dd>`. Lists are paged and newest first (time taken, then id).
 * Image addresses are served by the server itself (generated demo images).
 */
import * as z from 'zod';
import { isoDateTime, page } from './common';
import { paging, positiveId, queryEnum, queryInt, queryText, searchText } from './query';
import { text } from './text';

export const PERSON_GROUP_KEY = /^(all|person-\d{1,10}|city-\d{6}|year-\d{4}|date-\d{4}-\d{2}-\d{2})$/;
export const personGroupKey = text().regex(PERSON_GROUP_KEY, '必须是 all、person-<id>、city-<代码>、year-<年份> 或 date-<日期>');

const day = text()
  .max(10)
  .refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value), { message: '必须是 YYYY-MM-DD 格式的日期', abort: true })
  .refine((value) => {
    const time = Date.parse(`${value}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
  }, '不是有效的日期');
const blank = (value: unknown) => (typeof value === 'string' ? value.trim() || undefined : value);
const queryDay = () => z.preprocess(blank, day.optional());

/** POST /list?pageNum=&pageSize= — body: the person-group filters. */
export const personListQuery = z.object({ ...paging(20) });
export const personListBody = z
  .object({
    keyword: searchText(32).optional().describe('人物名称（包含）'),
    minPhotoCount: z.number().int().min(0).max(100000).optional().describe('至少出现在多少张照片中'),
    startTime: day.optional().describe('最近一次出现的日期起（含）'),
    endTime: day.optional().describe('最近一次出现的日期止（含）'),
  })
  .strict()
  .refine((value) => !value.startTime || !value.endTime || value.startTime <= value.endTime, { message: '不能早于 startTime', path: ['endTime'] });

/** GET /photo-group/city-list */
export const personCityListQuery = z.object({ ...paging(20), keyword: queryText(20).describe('城市或省份名称（包含）') });
/** GET /photo-group/date-list */
export const personDateListQuery = z.object({
  ...paging(20),
  year: queryInt(z.number().int().min(1970).max(2100).optional()).describe('只看这一年'),
  month: queryInt(z.number().int().min(1).max(12).optional()).describe('只看这个月（需同时给 year）'),
});
/** GET /photo-group/photo-list */
export const personPhotoListQuery = z.object({
  ...paging(30),
  type: queryEnum(['all', 'person', 'city', 'year', 'date']).describe('分组方式，默认 all'),
  value: queryText(16).describe('分组值：人物 id、城市代码、年份或日期（type 不为 all 时必填）'),
  keyword: queryText(50).describe('照片标题（包含）'),
  startTime: queryDay().describe('拍摄日期起（含）'),
  endTime: queryDay().describe('拍摄日期止（含）'),
});
/** GET /photo-group/photoInfo/{groupKey}/{photoId} */
export const personPhotoInfoParams = z.object({ groupKey: personGroupKey, photoId: queryInt(positiveId) });
/** DELETE /photo-group/batch-delete */
export const personBatchDeleteBody = z.object({ ids: z.array(positiveId).min(1).max(100) }).strict();

export const personStat = z.object({
  photoCount: z.number().int(),
  personCount: z.number().int().describe('识别出的人物数'),
  cityCount: z.number().int(),
  yearCount: z.number().int(),
  dateCount: z.number().int().describe('有照片的天数'),
  storageBytes: z.number().int().describe('占用空间（字节）'),
  storageQuotaBytes: z.number().int().describe('可用空间（字节）：云摄影版本所含容量加一年内已付款的扩容'),
  latestTakenAt: isoDateTime.nullable(),
});

export const personGroup = z.object({
  id: z.number().int(),
  name: text(),
  coverUrl: text().describe('人物头像（人脸裁剪图）'),
  photoCount: z.number().int(),
  firstTakenAt: isoDateTime.nullable(),
  lastTakenAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
});
export const personGroupPage = page(personGroup);

export const personCityGroup = z.object({
  key: text().describe('分组键 city-<代码>'),
  cityId: z.number().int(),
  cityName: text(),
  provinceId: z.number().int(),
  provinceName: text(),
  photoCount: z.number().int(),
  coverUrl: text(),
  lastTakenAt: isoDateTime,
});
export const personCityPage = page(personCityGroup);

export const personYearGroup = z.object({
  key: text().describe('分组键 year-<年份>'),
  year: z.number().int(),
  photoCount: z.number().int(),
  dateCount: z.number().int(),
  coverUrl: text(),
});
export const personYearList = z.array(personYearGroup);

export const personDateGroup = z.object({
  key: text().describe('分组键 date-<日期>'),
  date: text().describe('YYYY-MM-DD'),
  photoCount: z.number().int(),
  coverUrl: text(),
  cityNames: z.array(text()),
});
export const personDatePage = page(personDateGroup);

export const personPhoto = z.object({
  id: z.number().int(),
  title: text(),
  url: text().describe('原图地址'),
  thumbUrl: text().describe('缩略图地址'),
  width: z.number().int(),
  height: z.number().int(),
  size: z.number().int().describe('字节'),
  takenAt: isoDateTime,
  cityId: z.number().int(),
  cityName: text(),
});
export const personPhotoPage = page(personPhoto);

/** GET /photo-group/index: the library's landing overview. */
export const personGroupIndex = z.object({
  persons: z.array(personGroup.pick({ id: true, name: true, coverUrl: true, photoCount: true })),
  cities: z.array(personCityGroup),
  years: personYearList,
  recent: z.array(personPhoto),
});

export const personPhotoInfo = z.object({
  photo: personPhoto.extend({
    fileName: text(),
    camera: text(),
    provinceName: text(),
    uploadedAt: isoDateTime,
    persons: z.array(z.object({ id: z.number().int(), name: text() })),
  }),
  group: z.object({ key: text(), title: text(), total: z.number().int(), index: z.number().int().describe('在分组中的序号，从 1 开始') }),
  prevId: z.number().int().nullable(),
  nextId: z.number().int().nullable(),
});
export const personBatchDeleted = z.object({
  deleted: z.number().int().describe('删除的照片数'),
  removedPersons: z.number().int().describe('因不再有照片而移除的人物数'),
});

export type PersonListBody = z.input<typeof personListBody>;
export type PersonStat = z.infer<typeof personStat>;
export type PersonGroup = z.infer<typeof personGroup>;
export type PersonCityGroup = z.infer<typeof personCityGroup>;
export type PersonYearGroup = z.infer<typeof personYearGroup>;
export type PersonDateGroup = z.infer<typeof personDateGroup>;
export type PersonPhoto = z.infer<typeof personPhoto>;
export type PersonGroupIndex = z.infer<typeof personGroupIndex>;
export type PersonPhotoInfo = z.infer<typeof personPhotoInfo>;
export type PersonBatchDeleteBody = z.infer<typeof personBatchDeleteBody>;
export type PersonBatchDeleted = z.infer<typeof personBatchDeleted>;
