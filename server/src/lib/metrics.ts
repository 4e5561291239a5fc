/**
 * Metrics in the Prometheus text format (issue 13 §4), served by GET /metrics (modules/ops.ts):
 *   greenroom_http_request_duration_seconds{method,route,status}  every answered request, by route pattern
 *   greenroom_db_query_duration_seconds{outcome}                   every database query (Kysely's log hook)
 *   greenroom_download_queue_tasks{status}                         download tasks pending or being copied
 *   greenroom_download_lease_takeovers_total                       tasks claimed from a worker whose lease ran out
 *   greenroom_download_tasks_total{outcome}                        tasks finished: done or failed
 * plus the process's own (CPU, memory, event-loop lag) from prom-client's defaults.
 *
 * One registry per process: the histograms are module state, so every app built in one process
 * (the tests build many) adds to the same series.
 */
import type { LogEvent } from 'kysely';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry, prefix: 'greenroom_' });

export const httpDuration = new Histogram({
  name: 'greenroom_http_request_duration_seconds',
  help: 'Time from receiving a request to sending its answer, by route pattern',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

export const dbDuration = new Histogram({
  name: 'greenroom_db_query_duration_seconds',
  help: 'Time of each database query',
  labelNames: ['outcome'] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
  registers: [metricsRegistry],
});

export const leaseTakeovers = new Counter({
  name: 'greenroom_download_lease_takeovers_total',
  help: 'Download tasks claimed after another worker’s lease ran out (that worker stalled or crashed)',
  registers: [metricsRegistry],
});

export const downloadsFinished = new Counter({
  name: 'greenroom_download_tasks_total',
  help: 'Download tasks finished by this process',
  labelNames: ['outcome'] as const,
  registers: [metricsRegistry],
});

/** The download queue, read from the database when scraped (set by the app that owns the database). */
export const downloadQueue = new Gauge({
  name: 'greenroom_download_queue_tasks',
  help: 'Download tasks waiting or being copied',
  labelNames: ['status'] as const,
  registers: [metricsRegistry],
});

/** Kysely's `log` option: every query's duration goes to `greenroom_db_query_duration_seconds`. */
export function observeQuery(event: LogEvent): void {
  dbDuration.observe({ outcome: event.level === 'error' ? 'error' : 'ok' }, event.queryDurationMillis / 1000);
}
