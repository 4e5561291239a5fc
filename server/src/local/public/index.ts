/**
 * The public pages behind the addresses the console hands out (issue 23 part 2, "shared links lead
 * somewhere") — registered in every environment but production, where these addresses belong to
 * the products' own hosts (core `hostedConfig`: live., site., photo., event., survey.…):
 *
 *   /live/{id}     a live broadcast's watch page (password and whitelist gates)   live.ts
 *   /site/{id}     a published micro-site                                         site.ts
 *   /photo/{id}    an album's gallery (public, or behind its password)            photo.ts
 *   /event/{id}    an event with its registration form, which registers           event.ts
 *   /survey/{id}   a published survey's form (answers go to modules/survey)       survey.ts
 *   /public-pages/page.<hash>.css, survey.<hash>.js   their stylesheet and the survey's script (assets.ts)
 *   POST /api/public/event/{id}/register            a registration as a JSON call (contracts/src/public.ts)
 *
 * Every page: no sign-in, only what the organiser published (never an owner's id, name, email or
 * phone), every text escaped, the console's CSP (layout.ts), a real 404 page for an unknown id or
 * one in another state. Visits of the watch page, the event page, the album and the micro-site
 * count in the data centre's statistics (visits.ts). See docs/public-pages.md.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { MediaServices } from '../../modules/media/mediaFiles';
import { publicAssetRoutes } from './assets';
import { type PublicPageOptions, publicServices } from './common';
import { eventApiRoutes, eventPageRoutes, eventRegistrar } from './event';
import { livePageRoutes } from './live';
import { photoPageRoutes } from './photo';
import { sitePageRoutes } from './site';
import { surveyPageRoutes } from './survey';
import { Visits } from './visits';

export type { PublicPageOptions } from './common';

export async function publicPageRoutes(app: FastifyInstance, ctx: AppContext, media: MediaServices, options: PublicPageOptions = {}): Promise<void> {
  const services = publicServices(ctx, new Visits(ctx, app.log), options);
  const events = eventRegistrar(services);
  await publicAssetRoutes(app);
  await livePageRoutes(app, services, media);
  await sitePageRoutes(app, services);
  await photoPageRoutes(app, services);
  await eventPageRoutes(app, services, events);
  await surveyPageRoutes(app, services);
  await eventApiRoutes(app, services, events);
}
