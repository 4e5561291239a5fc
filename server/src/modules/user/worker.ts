/**
 * Base /api/worker: the contact-us service (SPEC §7 "External contact service").
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { qrPng } from '../../lib/qr';
import { route } from '../../lib/route';

export const CONTACT_PHONE = '400-000-0000';
export async function workerRoutes(app: FastifyInstance, _ctx: AppContext): Promise<void> {
  let png: Promise<Buffer> | undefined;

  route(app, 'GET /api/worker/qrCodeAndPhone', { summary: '联系我们：二维码与客服热线', tags: ['worker'] }, async ({ query }) => {
    query;
    return { qrCode: '/api/worker/contact-qr.png', phone: CONTACT_PHONE };
  });

  // Scanning it offers to call the hotline.
  route(app, 'GET /api/worker/contact-qr.png', { public: true, summary: '客服热线二维码（PNG）', tags: ['worker'] }, async ({ reply }) => {
    png ??= qrPng(`tel:${CONTACT_PHONE.replaceAll('-', '')}`, { width: 240 });
    return reply
      .header('content-type', 'image/png')
      .header('cache-control', 'public, max-age=86400')
      .send(await png);
  });
}
