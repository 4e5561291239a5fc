/**
 * Base /api/verify: the certification "mini-program code". The console asks
 * for `wxacode?params=<URL-safe base64 of JSON>`; this reference server draws
 * a real PNG QR code that points at the dev scan page for the scene.
 * Public: the image is loaded by an <img>; the scene itself is unguessable.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { badRequest, notFound } from '../../lib/envelope';
import { qrPng } from '../../lib/qr';
import { route } from '../../lib/route';
import { parseInput } from '../../lib/validate';

const byte = z.number().int().min(0).max(255);

const wxacodeParams = z.object({
  scene: z
    .string()
    .min(1)
    .max(32)
    .regex(/^[A-Za-z0-9_-]+$/),
  page: z.literal('pages/certification/index'),
  width: z.literal(340),
  auto_color: z.boolean().optional(),
  line_color: z.union([z.object({ r: byte, g: byte, b: byte }), z.string().regex(/^#[0-9a-fA-F]{6}$/)]).optional(),
  is_hyaline: z.boolean().optional(),
  env_version: z.enum(['release', 'trial', 'develop']),
});

function decodeParams(encoded: string): unknown {
  if (!/^[A-Za-z0-9_\-+/]+={0,2}$/.test(encoded)) throw badRequest('参数错误：params 不是有效的 base64');
  try {
    return JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
  } catch {
    throw badRequest('参数错误：params 不是有效的 JSON');
  }
}

function toHex(color: z.infer<typeof wxacodeParams>['line_color']): string {
  if (!color) return '#000000';
  if (typeof color === 'string') return color;
  return `#${[color.r, color.g, color.b].map((part) => part.toString(16).padStart(2, '0')).join('')}`;
}

export function scanUrl(ctx: AppContext, scene: string): string {
  return `${ctx.publicUrl}/dev/certification/scan?scene=${encodeURIComponent(scene)}`;
}

export async function verifyRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  route(
    app,
    'GET /api/verify/wxacode',
    {
      public: true,
      summary: '实名认证小程序码（PNG）',
      description: 'params 为 URL 安全 base64 编码的 JSON：scene、page、width、auto_color、line_color、is_hyaline、env_version。',
      tags: ['verify'],
    },
    async ({ query: { params }, reply }) => {
      const input = parseInput(wxacodeParams, decodeParams(params));
      const scene = await ctx.db.selectFrom('certification_scenes').select('id').where('scene', '=', input.scene).executeTakeFirst();
      if (!scene) throw notFound();
      const png = await qrPng(scanUrl(ctx, input.scene), {
        width: input.width,
        dark: input.auto_color ? '#000000' : toHex(input.line_color),
        light: input.is_hyaline ? '#ffffff00' : '#ffffff',
      });
      return reply.header('content-type', 'image/png').header('cache-control', 'private, max-age=600').header('x-content-type-options', 'nosniff').send(png);
    },
  );
}
