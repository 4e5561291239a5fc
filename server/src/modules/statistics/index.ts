/**
 * Base /api/statistics (SPEC §7): data screens over the daily rollup of rollup.ts.
 *
 *   twzb.ts      /twzb/*                 text-image live: totals, lines, regions, platforms, ranking, export
 *   audience.ts  /twzb/userManage/list, tag/list, list-setting, /twzb/excel/token   the audience list
 *   member.ts    /twzb/userManage/…/{id}  one audience member's watches, orders and blacklist records
 *   event.ts     /event/*                views, registrations and sign-ins over time, regions, platforms, export
 *   conferees.ts /event/confereeList …   conferees, their form answers, guests, the conferee export
 *   shop.ts      /shop/*                 live shop orders, amounts, refunds, buyers
 *   photo.ts     /photo/*                cloud photography: album views, uploads, downloads, regions, ranking
 *
 * Outside tests a timer keeps the rollup current (reads also refresh an owner's stale days first).
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { audienceRoutes } from './audience';
import { confereeRoutes } from './conferees';
import { eventStatRoutes } from './event';
import { audienceMemberRoutes } from './member';
import { photoStatRoutes } from './photo';
import { startRollupJob } from './rollupWriter';
import { shopStatRoutes } from './shop';
import { twzbStatRoutes } from './twzb';

/** How often the rollup job rebuilds stale days. */
export const ROLLUP_INTERVAL_MS = 60_000;

export async function statisticsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await twzbStatRoutes(app, ctx);
  await audienceRoutes(app, ctx);
  await audienceMemberRoutes(app, ctx);
  await eventStatRoutes(app, ctx);
  await confereeRoutes(app, ctx);
  await shopStatRoutes(app, ctx);
  await photoStatRoutes(app, ctx);
  if (ctx.env !== 'test') {
    const stop = startRollupJob(ctx.db, ROLLUP_INTERVAL_MS, (error) => app.log.error({ err: error }, 'statistics rollup refresh failed'));
    app.addHook('onClose', async () => stop());
  }
}
