/**
 * The typed call table: every documented /api and /srv call of the reference server, keyed
 * `'METHOD /full/path'` with `{name}` path placeholders, each holding the call's zod schemas. This is
 * the calls' one declaration: the server registers each route from its key and entry
 * (server/src/lib/route.ts: input parsed, handler typed, answer checked outside production), and
 * server/test/calls.test.ts checks that every entry is registered.
 *
 * The console's typed client (`useApi` of @greenroom/sdk) reads only the types below (`import type`),
 * so no zod reaches a browser bundle.
 */
import type { z } from 'zod';
import {
  activityEventListQuery,
  activityEventPage,
  activityPhotoListQuery,
  activityPhotoPage,
  activityTwzbGroupList,
  activityTwzbListQuery,
  activityTwzbPage,
} from './activity';
import {
  activityEventCreate,
  activityEventDetail,
  activityEventInput,
  activityEventMoveQuery,
  activityPhotoCreate,
  activityPhotoDetail,
  activityPhotoInput,
  activityTwzbCreate,
  activityTwzbDetail,
  activityTwzbInput,
  activityTwzbMoveQuery,
  uploadedImage,
} from './activityEdit';
import { noData } from './common';
import { invoice, invoiceApplyBody, invoiceIssueBody, invoiceListQuery, invoicePage, invoiceRejectBody } from './invoice';
import { liveEventsAnswer, liveEventsQuery, liveStreamQuery, liveViewersAnswer, liveViewersQuery } from './live';
import { marketingToolDetail, marketingToolList, marketingToolParams } from './marketing';
import { material, materialFileParams, materialListQuery, materialPage, materialPreview, materialRenamed } from './material';
import {
  mediaDownloadTask,
  mediaDownloadTaskPage,
  mediaListQuery,
  mediaPhotoVideoPage,
  mediaPlayUrl,
  mediaRecording,
  mediaRecordingPage,
  mediaRenamed,
  mediaStreamParams,
  mediaTaskListQuery,
} from './media';
import { orderDeleted, orderHuipaiPage, orderListQuery, orderPage } from './order';
import {
  personBatchDeleteBody,
  personBatchDeleted,
  personCityListQuery,
  personCityPage,
  personDateListQuery,
  personDatePage,
  personGroupIndex,
  personGroupPage,
  personListBody,
  personListQuery,
  personPhotoInfo,
  personPhotoInfoParams,
  personPhotoListQuery,
  personPhotoPage,
  personStat,
  personYearList,
} from './person';
import { pointsListQuery, pointsPage, pointsSummary } from './points';
import { publicEventReceipt, publicEventRegistration } from './public';
import { deletedCount, deletedId, idParams, idsBody, renameQuery } from './query';
import {
  audienceBlacklistPage,
  audienceListBody,
  audienceListSetting,
  audienceListSettingBody,
  audienceOrderPage,
  audiencePage,
  audienceTagList,
  audienceWatchPage,
  audienceWatchTotal,
  confereeExportBody,
  confereeInfo,
  confereeListBody,
  confereePage,
  eventFormInfo,
  eventGuestInfo,
  statCity,
  statConfereeParams,
  statEventCity,
  statEventCityQuery,
  statEventDetail,
  statEventExportQuery,
  statEventIncrease,
  statEventPlatform,
  statEventProvince,
  statEventQuery,
  statEventView,
  statExcelToken,
  statExportQuery,
  statIdParams,
  statLine,
  statPageQuery,
  statPhotoExportQuery,
  statPhotoIncrease,
  statPhotoQuery,
  statPhotoRank,
  statPhotoRankQuery,
  statPhotoTotal,
  statPlatformShare,
  statProvince,
  statProvinceParams,
  statShopBuyerRatio,
  statShopExportQuery,
  statShopIncrease,
  statShopLineQuery,
  statShopQuery,
  statShopRank,
  statShopRankQuery,
  statShopTotal,
  statTwzbCityQuery,
  statTwzbIncrease,
  statTwzbQuery,
  statTwzbRank,
  statTwzbRankQuery,
  statTwzbTotal,
} from './statistics';
import { survey, surveyListQuery, surveyPage, surveyStatusQuery } from './survey';
import {
  publicSurvey,
  surveyAnswerReceipt,
  surveyAnswerSheet,
  surveyCreate,
  surveyDetail,
  surveyInput,
  surveyResults,
  surveyTextAnswerPage,
  surveyTextAnswersQuery,
} from './surveyEdit';
import {
  trxorder,
  trxorderAddBody,
  trxorderCapacityPriceQuery,
  trxorderChangePayTypeBody,
  trxorderDeleted,
  trxorderGetBody,
  trxorderNoQuery,
  trxorderPriceParams,
  trxorderPriceQuery,
  trxorderPriceTable,
  trxorderSettleBody,
  trxorderSettled,
} from './trxorder';
import { uploadFileParams, uploadRegisterBody } from './upload';
import {
  userCertificationScene,
  userEmpowerInfo,
  userFlag,
  userInfo,
  userMessagePage,
  userMessageQuery,
  userNoticePage,
  userNoticeQuery,
  userPreferences,
  userPreferencesBody,
  userTagRead,
  userTagReadQuery,
  verifyWxacodeQuery,
  workerContact,
  workerContactQuery,
} from './user';
import {
  websiteCity,
  websiteCityQuery,
  websiteIncrease,
  websiteLine,
  websiteListQuery,
  websitePage,
  websitePlatformShare,
  websiteProvince,
  websiteRank,
  websiteRankQuery,
  websiteStatQuery,
  websiteTotal,
} from './website';

/** What one call declares: its inputs, its answer (the envelope's `data`), or the file it answers with. */
export interface CallSchemas {
  /** Query-string schema. */
  readonly query?: z.ZodType;
  /** Path-parameter schema (`{id}` of the key). */
  readonly params?: z.ZodType;
  /** JSON body schema. */
  readonly body?: z.ZodType;
  /** The envelope's `data` on success. */
  readonly response?: z.ZodType;
  /** The success answer is a file of this content type instead of an envelope. */
  readonly file?: string;
}

/** Every documented call by `'METHOD /full/path'`, with the schemas the server declares for it. */
export const apiCalls = {
  // /api/user
  'GET /api/user/logout': { response: noData },
  'GET /api/user/getUserInfo': { response: userInfo },
  'POST /api/user/preferences': { body: userPreferencesBody, response: userPreferences },
  'GET /api/live/stream': { query: liveStreamQuery, file: 'text/event-stream' },
  'GET /api/live/events': { query: liveEventsQuery, response: liveEventsAnswer },
  'GET /api/live/viewers': { query: liveViewersQuery, response: liveViewersAnswer },
  'GET /api/user/certification/status': { response: userFlag },
  'GET /api/user/certification/token': { response: userCertificationScene },
  'GET /api/user/empower-info': { response: userEmpowerInfo },
  'GET /api/user/huipai/status': { response: userFlag },
  'GET /api/user/points/summary': { response: pointsSummary },
  'GET /api/user/points/list': { query: pointsListQuery, response: pointsPage },
  'GET /api/user/sys-msg/page': { query: userNoticeQuery, response: userNoticePage },
  'GET /api/user/sys-msg/user/list': { query: userMessageQuery, response: userMessagePage },
  'POST /api/user/sys-msg/user/tagRead': { query: userTagReadQuery, response: userTagRead },

  // /api/activity
  'GET /api/activity/twzb/list': { query: activityTwzbListQuery, response: activityTwzbPage },
  'GET /api/activity/twzb/group-list': { response: activityTwzbGroupList },
  'DELETE /api/activity/twzb/{id}': { params: idParams, response: noData },
  'GET /api/activity/event/list': { query: activityEventListQuery, response: activityEventPage },
  'DELETE /api/activity/event/{id}': { params: idParams, response: noData },
  'GET /api/activity/photo/list': { query: activityPhotoListQuery, response: activityPhotoPage },
  'DELETE /api/activity/photo/{id}': { params: idParams, response: noData },
  // the editors (issue 22, activityEdit.ts)
  'POST /api/activity/twzb': { body: activityTwzbCreate, response: activityTwzbDetail },
  'GET /api/activity/twzb/{id}': { params: idParams, response: activityTwzbDetail },
  'PUT /api/activity/twzb/{id}': { params: idParams, body: activityTwzbInput, response: activityTwzbDetail },
  'PUT /api/activity/twzb/status/{id}': { params: idParams, query: activityTwzbMoveQuery, response: activityTwzbDetail },
  'POST /api/activity/photo': { body: activityPhotoCreate, response: activityPhotoDetail },
  'GET /api/activity/photo/{id}': { params: idParams, response: activityPhotoDetail },
  'PUT /api/activity/photo/{id}': { params: idParams, body: activityPhotoInput, response: activityPhotoDetail },
  'POST /api/activity/event': { body: activityEventCreate, response: activityEventDetail },
  'GET /api/activity/event/{id}': { params: idParams, response: activityEventDetail },
  'PUT /api/activity/event/{id}': { params: idParams, body: activityEventInput, response: activityEventDetail },
  'PUT /api/activity/event/status/{id}': { params: idParams, query: activityEventMoveQuery, response: activityEventDetail },

  // /api/upload (issue 22): images checked by their bytes (multipart, one `file`)
  'POST /api/upload/image': { response: uploadedImage },
  'GET /api/upload/file/{key}': { params: uploadFileParams, file: 'image/*' },
  // (the tus calls POST /api/upload/tus, HEAD|PATCH|DELETE /api/upload/tus/{upload} speak the tus
  // protocol, `raw` in their declaration: not calls of this table; the sdk uses tus-js-client)

  // /api/media
  'GET /api/media/live/list': { query: mediaListQuery, response: mediaRecordingPage },
  'GET /api/media/live/playUrl/{id}': { params: idParams, response: mediaPlayUrl },
  'POST /api/media/live/download/createTask/{id}': { params: idParams, response: mediaDownloadTask },
  'POST /api/media/live/download/cancelTask/{id}': { params: idParams, response: mediaDownloadTask },
  'GET /api/media/live/download/taskList': { query: mediaTaskListQuery, response: mediaDownloadTaskPage },
  'GET /api/media/live/download/{id}': { params: idParams, file: 'video/webm' },
  'DELETE /api/media/live/delete': { body: idsBody, response: deletedCount },
  'GET /api/media/event/list': { query: mediaListQuery, response: mediaRecordingPage },
  'GET /api/media/event/playUrl/{id}': { params: idParams, response: mediaPlayUrl },
  'POST /api/media/event/download/createTask/{id}': { params: idParams, response: mediaDownloadTask },
  'POST /api/media/event/download/cancelTask/{id}': { params: idParams, response: mediaDownloadTask },
  'GET /api/media/event/download/taskList': { query: mediaTaskListQuery, response: mediaDownloadTaskPage },
  'GET /api/media/event/download/{id}': { params: idParams, file: 'video/webm' },
  'DELETE /api/media/event/delete': { body: idsBody, response: deletedCount },
  'PUT /api/media/event/rename/{id}': { query: renameQuery, params: idParams, response: mediaRenamed },
  'GET /api/media/photo/list': { query: mediaListQuery, response: mediaPhotoVideoPage },
  'DELETE /api/media/photo/delete': { body: idsBody, response: deletedCount },
  'GET /api/media/stream/{file}': { params: mediaStreamParams, file: 'video/webm' },
  // a finished upload becomes a recording (issue 22 §2, upload.ts)
  'POST /api/media/live/upload': { body: uploadRegisterBody, response: mediaRecording },
  'POST /api/media/event/upload': { body: uploadRegisterBody, response: mediaRecording },

  // /api/material
  'GET /api/material/twzb/list': { query: materialListQuery, response: materialPage },
  'PUT /api/material/twzb/rename/{id}': { query: renameQuery, params: idParams, response: materialRenamed },
  'DELETE /api/material/twzb/batch-delete': { body: idsBody, response: deletedCount },
  'GET /api/material/twzb/preview/{id}': { params: idParams, response: materialPreview },
  'GET /api/material/event/list': { query: materialListQuery, response: materialPage },
  'PUT /api/material/event/rename/{id}': { query: renameQuery, params: idParams, response: materialRenamed },
  'DELETE /api/material/event/batch-delete': { body: idsBody, response: deletedCount },
  'GET /api/material/event/preview/{id}': { params: idParams, response: materialPreview },
  'GET /api/material/file/{file}': { params: materialFileParams, file: 'application/octet-stream' },
  // a finished upload becomes a material (issue 22 §2, upload.ts)
  'POST /api/material/twzb/upload': { body: uploadRegisterBody, response: material },
  'POST /api/material/event/upload': { body: uploadRegisterBody, response: material },

  // /api/verify
  'GET /api/verify/wxacode': { query: verifyWxacodeQuery, file: 'image/png' },

  // /api/worker
  'GET /api/worker/qrCodeAndPhone': { query: workerContactQuery, response: workerContact },
  'GET /api/worker/contact-qr.png': { file: 'image/png' },

  // /srv/trxorder
  'GET /srv/trxorder/photo/getPrice/1': { query: trxorderCapacityPriceQuery, response: trxorderPriceTable },
  'GET /srv/trxorder/photo/getPrice/{id}': { query: trxorderPriceQuery, params: trxorderPriceParams, response: trxorderPriceTable },
  'POST /srv/trxorder/addOrder': { body: trxorderAddBody, response: trxorder },
  'POST /srv/trxorder/changePayType': { body: trxorderChangePayTypeBody, response: trxorder },
  'POST /srv/trxorder/getOrder': { body: trxorderGetBody, response: trxorder },
  'GET /srv/trxorder/info/{id}': { params: idParams, response: trxorder },
  'POST /srv/trxorder/confirmPay': { query: trxorderNoQuery, response: trxorder },
  'POST /srv/trxorder/cancelOrder': { query: trxorderNoQuery, response: trxorder },
  'DELETE /srv/trxorder/deleteOrder': { query: trxorderNoQuery, response: trxorderDeleted },

  // /api/order
  'GET /api/order/twzb/list': { query: orderListQuery, response: orderPage },
  'DELETE /api/order/twzb/{id}': { params: idParams, response: orderDeleted },
  'GET /api/order/photo/list': { query: orderListQuery, response: orderPage },
  'DELETE /api/order/photo/{id}': { params: idParams, response: orderDeleted },
  'GET /api/order/event/list': { query: orderListQuery, response: orderPage },
  'DELETE /api/order/event/{id}': { params: idParams, response: orderDeleted },
  'GET /api/order/huipai/list': { query: orderListQuery, response: orderHuipaiPage },
  'DELETE /api/order/huipai/{id}': { params: idParams, response: orderDeleted },
  'GET /api/order/huipai/info/{id}': { params: idParams, response: trxorder },

  // /api/invoice (not in SPEC §7: the reference server's, server/docs/api.md "Invoices")
  'GET /api/invoice/list': { query: invoiceListQuery, response: invoicePage },
  'POST /api/invoice/apply': { body: invoiceApplyBody, response: invoice },
  'GET /api/invoice/{id}': { params: idParams, response: invoice },
  'GET /api/invoice/{id}/pdf': { params: idParams, file: 'application/pdf' },

  // /api/marketing (not in SPEC §7: the marketing centre's catalogue)
  'GET /api/marketing/tools': { response: marketingToolList },
  'GET /api/marketing/tools/{type}': { params: marketingToolParams, response: marketingToolDetail },

  // /dev (development only, never registered in production): stand-ins for the payment provider and the finance team
  'POST /dev/payments/settle': { body: trxorderSettleBody, response: trxorderSettled },
  'POST /dev/invoices/issue': { body: invoiceIssueBody, response: invoice },
  'POST /dev/invoices/reject': { body: invoiceRejectBody, response: invoice },

  // /api/survey
  'GET /api/survey/list': { query: surveyListQuery, response: surveyPage },
  'PUT /api/survey/status/{id}': { query: surveyStatusQuery, params: idParams, response: survey },
  'DELETE /api/survey/{id}': { params: idParams, response: deletedId },
  // /api/survey (issue 23): the editor, the results and the export
  'POST /api/survey': { body: surveyCreate, response: surveyDetail },
  'GET /api/survey/{id}': { params: idParams, response: surveyDetail },
  'PUT /api/survey/{id}': { params: idParams, body: surveyInput, response: surveyDetail },
  'GET /api/survey/{id}/results': { params: idParams, response: surveyResults },
  'GET /api/survey/{id}/text-answers': { params: idParams, query: surveyTextAnswersQuery, response: surveyTextAnswerPage },
  'GET /api/survey/{id}/export': { params: idParams, file: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  // /api/public (issue 23): what public pages call, without sign-in
  'GET /api/public/survey/{id}': { params: idParams, response: publicSurvey },
  'POST /api/public/survey/{id}/answers': { params: idParams, body: surveyAnswerSheet, response: surveyAnswerReceipt },
  'POST /api/public/event/{id}/register': { params: idParams, body: publicEventRegistration, response: publicEventReceipt },

  // /api/website
  'GET /api/website/list': { query: websiteListQuery, response: websitePage },
  'DELETE /api/website/{id}': { params: idParams, response: deletedId },
  'GET /api/website/stat/total': { query: websiteStatQuery, response: websiteTotal },
  'GET /api/website/increase': { query: websiteStatQuery, response: websiteIncrease },
  'GET /api/website/createLine': { query: websiteStatQuery, response: websiteLine },
  'GET /api/website/pvLine': { query: websiteStatQuery, response: websiteLine },
  'GET /api/website/uvLine': { query: websiteStatQuery, response: websiteLine },
  'GET /api/website/shareNumLine': { query: websiteStatQuery, response: websiteLine },
  'GET /api/website/rank': { query: websiteRankQuery, response: websiteRank },
  'GET /api/website/province': { query: websiteStatQuery, response: websiteProvince },
  'GET /api/website/city': { query: websiteCityQuery, response: websiteCity },
  'GET /api/website/city/{id}': { query: websiteCityQuery, params: idParams, response: websiteCity },
  'GET /api/website/platform': { query: websiteStatQuery, response: websitePlatformShare },
  'GET /api/website/exportExcel': { query: websiteStatQuery, file: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },

  // /api/person
  'GET /api/person/stat': { response: personStat },
  'POST /api/person/list': { query: personListQuery, body: personListBody, response: personGroupPage },
  'GET /api/person/photo-group/index': { response: personGroupIndex },
  'GET /api/person/photo-group/city-list': { query: personCityListQuery, response: personCityPage },
  'GET /api/person/photo-group/year-list': { response: personYearList },
  'GET /api/person/photo-group/date-list': { query: personDateListQuery, response: personDatePage },
  'GET /api/person/photo-group/photo-list': { query: personPhotoListQuery, response: personPhotoPage },
  'GET /api/person/photo-group/photoInfo/{groupKey}/{photoId}': { params: personPhotoInfoParams, response: personPhotoInfo },
  'DELETE /api/person/photo-group/batch-delete': { body: personBatchDeleteBody, response: personBatchDeleted },

  // /api/statistics
  'GET /api/statistics/twzb/total': { query: statTwzbQuery, response: statTwzbTotal },
  'GET /api/statistics/twzb/increase': { query: statTwzbQuery, response: statTwzbIncrease },
  'GET /api/statistics/twzb/activityCreateLine': { query: statTwzbQuery, response: statLine },
  'GET /api/statistics/twzb/pvLine': { query: statTwzbQuery, response: statLine },
  'GET /api/statistics/twzb/uvLine': { query: statTwzbQuery, response: statLine },
  'GET /api/statistics/twzb/shareNumLine': { query: statTwzbQuery, response: statLine },
  'GET /api/statistics/twzb/province': { query: statTwzbQuery, response: statProvince },
  'GET /api/statistics/twzb/city': { query: statTwzbCityQuery, response: statCity },
  'GET /api/statistics/twzb/city/{id}': { query: statTwzbCityQuery, params: statProvinceParams, response: statCity },
  'GET /api/statistics/twzb/platformParticipant': { query: statTwzbQuery, response: statPlatformShare },
  'GET /api/statistics/twzb/exportExcel': { query: statExportQuery, file: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  'GET /api/statistics/twzb/gatherCreateLine': { query: statTwzbQuery, response: statLine },
  'GET /api/statistics/twzb/activityPvUvRank': { query: statTwzbRankQuery, response: statTwzbRank },
  'GET /api/statistics/twzb/userManage/tag/list': { response: audienceTagList },
  'POST /api/statistics/twzb/userManage/list': { body: audienceListBody, response: audiencePage },
  'GET /api/statistics/twzb/userManage/list-setting': { response: audienceListSetting },
  'POST /api/statistics/twzb/userManage/list-setting': { body: audienceListSettingBody, response: audienceListSetting },
  'GET /api/statistics/twzb/excel/token': { response: statExcelToken },
  'GET /api/statistics/twzb/userManage/watch-list/{id}': { query: statPageQuery, params: statIdParams, response: audienceWatchPage },
  'GET /api/statistics/twzb/userManage/watch-list/total/{id}': { params: statIdParams, response: audienceWatchTotal },
  'GET /api/statistics/twzb/userManage/orderList/{id}': { query: statPageQuery, params: statIdParams, response: audienceOrderPage },
  'GET /api/statistics/twzb/userManage/shop/order-list/{id}': { query: statPageQuery, params: statIdParams, response: audienceOrderPage },
  'GET /api/statistics/twzb/userManage/black-list/{id}': { query: statPageQuery, params: statIdParams, response: audienceBlacklistPage },
  'GET /api/statistics/event/view': { query: statEventQuery, response: statEventView },
  'GET /api/statistics/event/increase': { query: statEventQuery, response: statEventIncrease },
  'GET /api/statistics/event/createLine': { query: statEventQuery, response: statLine },
  'GET /api/statistics/event/confereeNumLine': { query: statEventQuery, response: statLine },
  'GET /api/statistics/event/signInNumLine': { query: statEventQuery, response: statLine },
  'GET /api/statistics/event/province': { query: statEventQuery, response: statEventProvince },
  'GET /api/statistics/event/city': { query: statEventCityQuery, response: statEventCity },
  'GET /api/statistics/event/platform': { query: statEventQuery, response: statEventPlatform },
  'GET /api/statistics/event/exportExcel': { query: statEventExportQuery, file: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  'GET /api/statistics/event/{id}': { params: statIdParams, response: statEventDetail },
  'POST /api/statistics/event/confereeList': { body: confereeListBody, response: confereePage },
  'GET /api/statistics/event/guessInfo/{id}': { params: statIdParams, response: eventGuestInfo },
  'GET /api/statistics/event/confereeInfo/{eventId}/{confereeId}': { params: statConfereeParams, response: confereeInfo },
  'GET /api/statistics/event/formInfo/{id}': { params: statIdParams, response: eventFormInfo },
  'POST /api/statistics/event/exportConfereeList': { body: confereeExportBody, file: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  'GET /api/statistics/shop/total': { query: statShopQuery, response: statShopTotal },
  'GET /api/statistics/shop/increase': { query: statShopQuery, response: statShopIncrease },
  'GET /api/statistics/shop/exportExcel': { query: statShopExportQuery, file: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  'GET /api/statistics/shop/orderLine': { query: statShopLineQuery, response: statLine },
  'GET /api/statistics/shop/rank': { query: statShopRankQuery, response: statShopRank },
  'GET /api/statistics/shop/buyerRatio': { query: statShopQuery, response: statShopBuyerRatio },
  'GET /api/statistics/photo/total': { query: statPhotoQuery, response: statPhotoTotal },
  'GET /api/statistics/photo/increase': { query: statPhotoQuery, response: statPhotoIncrease },
  'GET /api/statistics/photo/pvLine': { query: statPhotoQuery, response: statLine },
  'GET /api/statistics/photo/uvLine': { query: statPhotoQuery, response: statLine },
  'GET /api/statistics/photo/uploadLine': { query: statPhotoQuery, response: statLine },
  'GET /api/statistics/photo/downloadLine': { query: statPhotoQuery, response: statLine },
  'GET /api/statistics/photo/province': { query: statPhotoQuery, response: statProvince },
  'GET /api/statistics/photo/platform': { query: statPhotoQuery, response: statPlatformShare },
  'GET /api/statistics/photo/exportExcel': { query: statPhotoExportQuery, file: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  'GET /api/statistics/photo/rank': { query: statPhotoRankQuery, response: statPhotoRank },
} as const satisfies Record<string, CallSchemas>;

/** The table's type. */
export type ApiCalls = typeof apiCalls;

/** A call key, `'GET /api/activity/twzb/list'`. */
export type CallKey = keyof ApiCalls;

/** The HTTP methods of the table. */
export type CallMethod = CallKey extends `${infer M} ${string}` ? M : never;

/** The paths of one method: `CallPath<'DELETE'>` includes `'/api/activity/twzb/{id}'`. */
export type CallPath<M extends CallMethod> = CallKey extends infer K ? (K extends `${M} ${infer P}` ? P : never) : never;

type Part<K extends CallKey, P extends keyof CallSchemas> = ApiCalls[K] extends { readonly [Q in P]: infer S } ? S : undefined;

/**
 * A schema's input (`z.input`), except where a query-string coercion (`queryInt`, `queryText`…)
 * accepts `unknown`: there, what the field parses to, so a caller still passes typed values.
 */
type Typed<S extends z.ZodType> = {
  [P in keyof z.input<S>]: unknown extends z.input<S>[P] ? (P extends keyof z.output<S> ? z.output<S>[P] : z.input<S>[P]) : z.input<S>[P];
};

/** What the caller passes as the query string of call `K` (`z.input`, typed; `never` when it takes none). */
export type CallQuery<K extends CallKey> = Part<K, 'query'> extends z.ZodType ? Typed<Part<K, 'query'>> : never;

/** What the caller passes as the JSON body of call `K` (`never` when it takes none). */
export type CallBody<K extends CallKey> = Part<K, 'body'> extends z.ZodType ? z.input<Part<K, 'body'>> : never;

/** What the caller passes as the path parameters of call `K` (`z.input`, typed; `never` when it has none). */
export type CallParams<K extends CallKey> = Part<K, 'params'> extends z.ZodType ? Typed<Part<K, 'params'>> : never;

/** What call `K` answers on success: the envelope's `data`, a `Blob` for a file, `unknown` when undeclared. */
export type CallAnswer<K extends CallKey> =
  Part<K, 'response'> extends z.ZodType ? z.infer<Part<K, 'response'>> : Part<K, 'file'> extends string ? Blob : unknown;
