/**
 * `/site/{id}`: a micro-site's public page (the console's micro-site list, 复制链接). What a site
 * has is in `websites`: title, cover, template and when it was published; an unpublished site is
 * not found. A visit counts in the site's statistics (visits.ts `site`).
 */
import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../../lib/html';
import { addressOf, chinaTime, ownImage, type PublicServices, pageId, visitorOf, websitePlatform } from './common';
import { coverImage, metaList, sendNotFound, sendPublicPage, sendTooMany } from './layout';

export async function sitePageRoutes(app: FastifyInstance, services: PublicServices): Promise<void> {
  const { ctx } = services;

  app.get('/site/:id', async (request, reply) => {
    if (!services.pages.take(addressOf(request))) return sendTooMany(reply, services.pages.retryAfter(addressOf(request)), '打开页面的次数过多');
    const id = pageId((request.params as { id?: string }).id);
    const site =
      id === null
        ? undefined
        : await ctx.db
            .selectFrom('websites')
            .select(['id', 'owner_id', 'title', 'cover_url', 'template', 'published_at', 'updated_at'])
            .where('id', '=', id)
            .where('status', '=', 1)
            .executeTakeFirst();
    if (!site) return sendNotFound(reply, 'site');
    if (request.method === 'GET') {
      await services.visits.site({ ownerId: site.owner_id, websiteId: site.id, visitor: visitorOf(ctx, request, reply), platform: websitePlatform(request) });
    }
    const body = `<section class="card">
${coverImage(ownImage(site.cover_url, ctx.publicUrl), site.title)}
<span class="badge on">微站</span>
<h1>${escapeHtml(site.title)}</h1>
${metaList([
  ['页面类型', site.template || null],
  ['发布时间', site.published_at ? chinaTime(site.published_at) : null],
  ['更新时间', chinaTime(site.updated_at)],
])}
</section>
<section class="card">
<p class="notice">欢迎访问「${escapeHtml(site.title)}」。微站内容由主办方发布，如有疑问请联系主办方。</p>
</section>`;
    return sendPublicPage(reply, 200, { title: site.title, body });
  });
}
