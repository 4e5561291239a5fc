/**
 * The local environment's stand-ins: what the reference server answers only outside production,
 * where in production another system answers (app.ts registers this room only then):
 *   sibling products' pages, downloads and the official-account QR (issue 13 §2)   siblings.ts (+ siblingsIntro, siblingsProducts)
 *   the public pages of the links the console hands out (issue 23)               public/
 *   /dev: the phone's certification scan, messages on demand                     dev.ts
 *   /dev: the payment provider's settlement and the finance team's invoices      trxorderDev.ts, invoiceDev.ts
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import type { MediaServices } from '../modules/media/mediaFiles';
import { devRoutes } from './dev';
import { invoiceDevRoutes } from './invoiceDev';
import { publicPageRoutes } from './public';
import { siblingRoutes } from './siblings';
import { trxorderDevRoutes } from './trxorderDev';

/** Registers every stand-in, each in a plugin of its own (their hooks stay theirs). */
export async function localRoutes(app: FastifyInstance, ctx: AppContext, media: MediaServices): Promise<void> {
  await app.register((instance) => siblingRoutes(instance, ctx));
  await app.register((instance) => publicPageRoutes(instance, ctx, media));
  await app.register((instance) => devRoutes(instance, ctx));
  await app.register((instance) => trxorderDevRoutes(instance, ctx));
  await app.register((instance) => invoiceDevRoutes(instance, ctx));
}
