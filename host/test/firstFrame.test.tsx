/**
 * Issue 14 §2 (home LCP ≤ 1.0 s): the server paints the console's first frame from the boot data
 * with the host's own components (host/src/firstFrame), laid out as the browser last reported.
 */
import type { UserInfo } from '@greenroom/sdk';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { layoutOf, renderFirstFrame, timeZoneOf, zoneOffsetMinutes } from '../src/firstFrame/renderFirstFrame';
import { writtenInZone } from '../src/shell/firstFrame';

const NOW = Date.now();
const user = { nickname: '绿幕直播工作室', username: 'demo', mobPhone: '13812345678', areaCode: '', pointsNum: 2680, headImgUrl: '' } as unknown as UserInfo;
const message = (id: number, title: string) => ({ id, title, content: '<p>x</p>', stime: NOW - id * 86_400_000, isRead: 0 as const });
const boot = {
  issuedAt: NOW,
  user,
  entitlements: [{ product: 1, proType: 3, expireTime: NOW + 90 * 86_400_000 }],
  certified: false,
  huipai: 0,
  unread: 2,
  messages: { pageNum: 1, pageSize: 5, total: 2, list: [message(1, '云摄影相册新增 365 张照片'), message(2, '<script>alert(1)</script>')] },
};
/** A rendered frame's HTML; null for no frame or a redirect. */
const htmlOf = (rendered: Awaited<ReturnType<typeof renderFirstFrame>>) => (rendered && 'html' in rendered ? rendered.html : null);
const frame = async (path: string, cookie = 'gr_session=x; gr_layout=xl', data: unknown = boot) =>
  htmlOf(await renderFirstFrame({ url: `https://console.example${path}`, bootJson: JSON.stringify(data), cookie }));

describe('the server’s first frame (issue 14)', () => {
  // React's development build warns that layout effects (valtio's snapshots) do not run on a server
  // render; nothing depends on them there, and the production build is silent.
  const error = console.error;
  beforeAll(() => {
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      if (!String(args[0]).includes('useLayoutEffect does nothing on the server')) error(...args);
    });
  });
  afterAll(() => vi.restoreAllMocks());

  it('the console home: the shell and the home from the boot data — the account, the entitlements, the latest messages', async () => {
    const html = (await frame('/admin/basic')) ?? '';
    expect(html).toContain('class="gr-shell"');
    expect(html).toContain('控制台首页');
    expect(html).toContain('绿幕直播工作室');
    expect(html).toContain('138****5678');
    expect(html).toContain('云摄影相册新增 365 张照片');
    expect(html).toContain('视频直播');
    // Issue 25: the streamed HTML is decoded whole — no character split between two chunks, no NUL.
    expect(html).not.toContain('\uFFFD');
    expect(html).not.toContain('\0');
  });

  it('issue 29: each page is rendered in its own language, two languages rendered at the same moment in one process', async () => {
    const render = (locale: 'zh-CN' | 'en-US') =>
      renderFirstFrame({ url: 'https://console.example/admin/basic', bootJson: JSON.stringify(boot), cookie: 'gr_session=x; gr_layout=xl', locale });
    const [zh, en, zhAgain] = (await Promise.all([render('zh-CN'), render('en-US'), render('zh-CN')])).map((rendered) => htmlOf(rendered) ?? '');
    expect(zh).toContain('控制台首页');
    expect(zhAgain).toContain('控制台首页');
    expect(en).toContain('Console home');
    expect(en).not.toContain('控制台首页');
    expect(en).toContain('Buy services');
    // The user's own data stays as it is.
    expect(en).toContain('绿幕直播工作室');
    // Without a language: Chinese (SPEC §1).
    expect(await frame('/admin/basic')).toContain('控制台首页');
  });

  it('a message title is text, never markup', async () => {
    const html = (await frame('/admin/basic')) ?? '';
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('without the plugins (none given, as for an out-of-tree one), the side menu is left empty (busy) rather than show the host’s entries alone', async () => {
    const html = (await frame('/admin/basic')) ?? '';
    expect(html).toMatch(/<nav class="gr-menu" aria-label="主菜单" aria-busy="true"><\/nav>/);
    expect(html).not.toContain('semi-navigation');
  });

  it('a plugin’s page without the plugins: the shell around an empty page, never 页面不存在', async () => {
    const html = (await frame('/admin/activity/live?status=1')) ?? '';
    expect(html).toContain('class="gr-shell"');
    expect(html).not.toContain('页面不存在');
    expect(html).not.toContain('控制台首页</h1>');
  });

  it('is laid out as the browser reported: the menu collapses below lg (SPEC §9) unless the user chose, the purchase picker shows when it was there', async () => {
    expect(await frame('/admin/basic', 'gr_layout=xl')).toContain('width:220px');
    expect(await frame('/admin/basic', 'gr_layout=md')).toContain('width:60px');
    expect(await frame('/admin/basic', 'gr_layout=md; gr_menu=0')).toContain('width:220px');
    expect(await frame('/admin/basic', 'gr_layout=xl; gr_menu=1')).toContain('width:60px');
    expect(await frame('/admin/basic', 'gr_layout=xl; gr_buy=0')).not.toContain('购买服务');
    expect(await frame('/admin/basic', 'gr_layout=xl; gr_buy=1')).toContain('购买服务');
    // Not told yet (the first page after signing in): most consoles have it.
    expect(await frame('/admin/basic', 'gr_layout=xl')).toContain('购买服务');
  });

  it('no frame without the layout cookie (a first visit), with an unknown size, or without boot data', async () => {
    expect(await frame('/admin/basic', 'gr_session=x')).toBeNull();
    expect(await renderFirstFrame({ url: 'https://console.example/admin/basic', bootJson: JSON.stringify(boot), cookie: undefined })).toBeNull();
    expect(await frame('/admin/basic', 'gr_layout=huge')).toBeNull();
    expect(await frame('/admin/basic', 'gr_layout=xl', { user })).toBeNull();
    expect(await renderFirstFrame({ url: 'https://console.example/admin/basic', bootJson: '{not json', cookie: 'gr_layout=xl' })).toBeNull();
  });

  it('issue 25: each page’s times are written in its browser’s time zone (gr_tz), two zones rendered at the same moment in one process', async () => {
    // A message sent at 2026-03-01 20:00 UTC: already 2 March in Shanghai, still 1 March in New York.
    const sent = Date.UTC(2026, 2, 1, 20, 0);
    const data = { ...boot, messages: { ...boot.messages, total: 1, list: [{ ...message(1, '直播回放已生成'), stime: sent }] } };
    const [east, west] = await Promise.all(
      ['Asia/Shanghai', 'America/New_York'].map((zone) => frame('/admin/basic', `gr_session=x; gr_layout=xl; gr_tz=${encodeURIComponent(zone)}`, data)),
    );
    expect(east).toContain('>2026-03-02<');
    expect(west).toContain('>2026-03-01<');
  });

  it('issue 25: the page names the time zone it was written in — the browser’s as it spelt it, else the server’s own — for the browser to check before hydrating', async () => {
    const layoutFor = async (cookie: string) => {
      const rendered = await renderFirstFrame({ url: 'https://console.example/admin/basic', bootJson: JSON.stringify(boot), cookie });
      return rendered && 'layout' in rendered ? rendered.layout : null;
    };
    expect((await layoutFor('gr_session=x; gr_layout=xl; gr_tz=Asia%2FShanghai'))?.timeZone).toBe('Asia/Shanghai');
    // An alias stays the browser's own spelling (Intl here may spell it otherwise).
    expect((await layoutFor('gr_session=x; gr_layout=xl; gr_tz=Asia%2FCalcutta'))?.timeZone).toBe('Asia/Calcutta');
    const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect((await layoutFor('gr_session=x; gr_layout=xl'))?.timeZone).toBe(own);
    expect((await layoutFor('gr_session=x; gr_layout=xl; gr_tz=Mars%2FOlympus'))?.timeZone).toBe(own);
  });

  it('issue 25: writtenInZone — a page written in another zone than the browser’s is not hydrated (its times would differ)', () => {
    const layout = { breakpoint: 'xl', menuCollapsed: null, purchases: true } as const;
    expect(writtenInZone({ ...layout, timeZone: 'Asia/Shanghai' }, 'Asia/Shanghai')).toBe(true);
    expect(writtenInZone({ ...layout, timeZone: 'Asia/Shanghai' }, 'Asia/Tokyo')).toBe(false);
    expect(writtenInZone({ ...layout, timeZone: 'UTC' }, 'Asia/Shanghai')).toBe(false);
    // A page naming no zone (a server before the field), or a browser that cannot say its own: as before.
    expect(writtenInZone(layout, 'Asia/Shanghai')).toBe(true);
    expect(writtenInZone({ ...layout, timeZone: 'Asia/Shanghai' }, null)).toBe(true);
  });

  it('zoneOffsetMinutes: a zone’s offset at an instant, daylight saving and half hours included', () => {
    expect(zoneOffsetMinutes('Asia/Shanghai', Date.UTC(2026, 0, 1))).toBe(480);
    expect(zoneOffsetMinutes('Asia/Kolkata', Date.UTC(2026, 6, 1, 12, 30, 45))).toBe(330);
    expect(zoneOffsetMinutes('UTC', Date.UTC(2026, 6, 1))).toBe(0);
    // New York springs forward at 07:00 UTC on 8 March 2026 and falls back at 06:00 UTC on 1 November.
    expect(zoneOffsetMinutes('America/New_York', Date.UTC(2026, 2, 8, 6, 59, 59))).toBe(-300);
    expect(zoneOffsetMinutes('America/New_York', Date.UTC(2026, 2, 8, 7))).toBe(-240);
    expect(zoneOffsetMinutes('America/New_York', Date.UTC(2026, 10, 1, 5, 59))).toBe(-240);
    expect(zoneOffsetMinutes('America/New_York', Date.UTC(2026, 10, 1, 6))).toBe(-300);
  });

  it('timeZoneOf reads a time zone Intl knows from its cookie, and nothing else', () => {
    expect(timeZoneOf('a=1; gr_tz=Asia%2FShanghai; gr_layout=xl')).toEqual({ told: 'Asia/Shanghai', zone: 'Asia/Shanghai' });
    expect(timeZoneOf('gr_tz=UTC')?.zone).toBe('UTC');
    // An alias: named back as the browser spelt it, kept here under Intl's one spelling of the zone.
    expect(timeZoneOf('gr_tz=asia%2Fshanghai')).toEqual({ told: 'asia/shanghai', zone: 'Asia/Shanghai' });
    expect(timeZoneOf('gr_tz=Mars%2FOlympus')).toBeUndefined();
    expect(timeZoneOf('gr_tz=%E0%A4%A')).toBeUndefined();
    expect(timeZoneOf(`gr_tz=${'A'.repeat(200)}`)).toBeUndefined();
    expect(timeZoneOf('gr_layout=xl')).toBeUndefined();
    expect(timeZoneOf(undefined)).toBeUndefined();
  });

  it('layoutOf reads the three cookies among others, and nothing else', () => {
    expect(layoutOf('a=1; gr_layout=lg; gr_menu=1; gr_buy=1')).toEqual({ breakpoint: 'lg', menuCollapsed: true, purchases: true });
    expect(layoutOf('gr_layout=sm; gr_buy=0')).toEqual({ breakpoint: 'sm', menuCollapsed: null, purchases: false });
    expect(layoutOf('gr_layout=toString')).toBeNull();
    expect(layoutOf('gr_layout=__proto__')).toBeNull();
    expect(layoutOf(undefined)).toBeNull();
  });
});
