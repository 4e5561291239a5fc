/**
 * Live push (issue 26): what the server pushes to a signed-in console over one server-sent events
 * stream (`GET /api/live/stream`), and the calls beside it — the catch-up / polling call
 * (`GET /api/live/events`) and the viewers online (`GET /api/live/viewers`).
 *
 * Every event belongs to one owner (the account whose session holds the stream) and names a topic;
 * the payload of each topic is typed by {@link LiveTopics}. `viewers` is a state (the latest count
 * replaces the previous one), never logged; the others are kept a while in a bounded per-owner log,
 * so a stream reconnecting with `Last-Event-ID` (or a poll with `after`) receives what it missed.
 */
import * as z from 'zod';
import { isoDateTime } from './common';
import { type MediaDownloadStatus, mediaDownloadStatus } from './media';
import { positiveId, queryInt } from './query';
import { text } from './text';

/** The topics a console can listen to. */
export const LIVE_TOPICS = ['download', 'message', 'order', 'activity', 'certification', 'viewers'] as const;
export type LiveTopic = (typeof LIVE_TOPICS)[number];

/** A download task moved (progress, done, failed, cancelled): the task panel and the watch patch it in place. */
export interface LiveDownload {
  kind: 'live' | 'event';
  taskId: number;
  mediaId: number;
  fileName: string;
  status: MediaDownloadStatus;
  progress: number;
  /** Why it failed, in Chinese. */
  error: string | null;
}

/** The inbox changed: its unread count, and the message that arrived (absent when messages were read). */
export interface LiveMessage {
  unread: number;
  /** The message that arrived; a finished download's (issue 24 §5) names its file and link too. */
  message?: { id: number; title: string; download?: LiveMessageDownload };
}

/** The file a download-ready message links to. */
export interface LiveMessageDownload {
  fileName: string;
  /** `/api/media/{kind}/download/{id}`, absolute as in the message. */
  href: string;
}

/** An order changed state: settled by the provider, paid (the entitlement and points follow), cancelled. */
export interface LiveOrder {
  orderNo: string;
  status: 'settled' | 'paid' | 'cancelled' | 'timeout';
  /** SPEC §1 product id of what it buys. */
  product: number;
}

/** An activity's state moved (a live: not_started 预告 → live 直播中 → ended 已结束; an event: → ongoing → ended). */
export interface LiveActivity {
  kind: 'twzb' | 'event';
  id: number;
  status: 'not_started' | 'live' | 'ongoing' | 'ended';
}

/** The real-name certification completed (the modal closes, the tag reads 已认证). */
export interface LiveCertification {
  certified: boolean;
}

/** Viewers online of one live broadcast: open watch pages, summed over every server process. */
export interface LiveViewers {
  activityId: number;
  online: number;
}

/** The payload of each topic. */
export interface LiveTopics {
  download: LiveDownload;
  message: LiveMessage;
  order: LiveOrder;
  activity: LiveActivity;
  certification: LiveCertification;
  viewers: LiveViewers;
}

/** One pushed event: `id` (absent for a state such as `viewers`) is what `Last-Event-ID` / `after` name. */
export interface LiveEvent<T extends LiveTopic = LiveTopic> {
  id?: string;
  topic: T;
  data: LiveTopics[T];
  /** When it was raised (ISO 8601). */
  at: string;
}

/**
 * Control events of the stream besides the topics: `ready` (first, with the heartbeat period),
 * `reset` (the log no longer holds the event the client named: reload what you show).
 */
export interface LiveReady {
  heartbeatMs: number;
  /** The newest logged event's id now ('' when none): the client's starting point. */
  last: string;
}

/** An event id as the log writes it (`<time>-<node>-<n>`, base 36), or a page's time cursor `t-<ms, base 36>` (the events from then on). */
const liveEventId = text()
  .max(64)
  .regex(/^[0-9a-z-]*$/, '事件编号无效');

/** GET /api/live/stream — the id to resume after (EventSource sends it as the `Last-Event-ID` header). */
export const liveStreamQuery = z.object({
  since: z
    .preprocess((value) => (value === '' ? undefined : value), liveEventId.optional())
    .describe('断线重连时已收到的最后一个事件（也可用 Last-Event-ID 请求头）；或页面的时间游标 t-<毫秒的 36 进制>：补发此后到达的事件'),
});

/** GET /api/live/events — polling (when the stream cannot be held) and catch-up. */
export const liveEventsQuery = z.object({
  after: z.preprocess((value) => (value === '' ? undefined : value), liveEventId.optional()).describe('已收到的最后一个事件；省略则只回答当前位置'),
});

/** Each topic's payload as the answer's schema (the interfaces above, checked against them). */
const liveTopicSchemas = {
  download: z.object({
    kind: z.enum(['live', 'event']),
    taskId: z.number().int(),
    mediaId: z.number().int(),
    fileName: text(),
    status: mediaDownloadStatus,
    progress: z.number(),
    error: text().nullable(),
  }) satisfies z.ZodType<LiveDownload>,
  message: z.object({
    unread: z.number().int().min(0),
    message: z.object({ id: z.number().int(), title: text(), download: z.object({ fileName: text(), href: text() }).optional() }).optional(),
  }) satisfies z.ZodType<LiveMessage>,
  order: z.object({
    orderNo: text(),
    status: z.enum(['settled', 'paid', 'cancelled', 'timeout']),
    product: z.number().int(),
  }) satisfies z.ZodType<LiveOrder>,
  activity: z.object({
    kind: z.enum(['twzb', 'event']),
    id: z.number().int(),
    status: z.enum(['not_started', 'live', 'ongoing', 'ended']),
  }) satisfies z.ZodType<LiveActivity>,
  certification: z.object({ certified: z.boolean() }) satisfies z.ZodType<LiveCertification>,
  viewers: z.object({ activityId: z.number().int(), online: z.number().int().min(0) }) satisfies z.ZodType<LiveViewers>,
} as const;

const liveEventOf = <T extends LiveTopic>(topic: T) =>
  z.object({ id: text().optional(), topic: z.literal(topic), data: liveTopicSchemas[topic], at: isoDateTime });

const liveEventSchema = z.discriminatedUnion('topic', [
  liveEventOf('download'),
  liveEventOf('message'),
  liveEventOf('order'),
  liveEventOf('activity'),
  liveEventOf('certification'),
  liveEventOf('viewers'),
]);

const liveViewersRow = z.object({
  activityId: z.number().int(),
  online: z.number().int().min(0),
  /** One point a minute, oldest first: the most viewers online in that minute. */
  series: z.array(z.number().int().min(0)).describe('最近 30 分钟每分钟的最高在线人数，旧的在前'),
});

export const liveEventsAnswer = z.object({
  events: z.array(liveEventSchema).describe('after 之后的事件，旧的在前'),
  last: text().describe('最新事件的编号，下次轮询作为 after'),
  reset: z.boolean().describe('日志已不含 after：重新读取页面数据'),
  viewers: z.array(liveViewersRow.omit({ series: true })).describe('此刻有人在线的直播'),
  pollMs: z.number().int().describe('下次轮询的间隔（毫秒）'),
});

/** GET /api/live/viewers — one broadcast (`activityId`) or every broadcast of the owner with viewers now. */
export const liveViewersQuery = z.object({
  activityId: queryInt(positiveId.optional()).describe('直播 id；省略则回答此刻有人在线的全部直播'),
});
export const liveViewersAnswer = z.object({ list: z.array(liveViewersRow), minutes: z.number().int() });

export type LiveEventsAnswer = z.infer<typeof liveEventsAnswer>;
export type LiveViewersAnswer = z.infer<typeof liveViewersAnswer>;
export type LiveViewersRow = z.infer<typeof liveViewersRow>;
