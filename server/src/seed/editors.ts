/**
 * Demo values of the editors' columns (issue 22 §1, migration 0017): how a live is watched (some by
 * password, some by a phone whitelist), its mode and its description; an album's watermark and
 * visibility; an event's capacity, whether registration is open and its registration form.
 * Each generator draws from a PRNG of its own (the caller's), so the older seed's numbers do not
 * move; every value is one the editors' contracts accept (contracts/src/activityEdit.ts), and each
 * description is already in the form the server's sanitiser stores.
 */
import type { Random } from './prng';

const LIVE_INTROS = [
  '<p>欢迎来到<strong>{title}</strong>，直播期间可在评论区提问，主持人会挑选问题现场解答。</p>',
  '<p><strong>{title}</strong>将全程图文直播，错过现场也能随时回看。</p><ul><li>开场致辞</li><li>主题分享</li><li>互动抽奖</li></ul>',
  '<h2>直播简介</h2><p>{title}：本场邀请多位嘉宾分享一线经验，<em>欢迎转发给同事</em>。</p>',
  '<p>{title}</p><ol><li>签到入场</li><li>嘉宾演讲</li><li>圆桌讨论</li></ol><p>更多信息见 <a href="https://example.com/greenroom" rel="noopener">活动主页</a>。</p>',
  '<blockquote>本场直播仅限受邀观众观看。</blockquote><p>{title}，感谢您的关注。</p>',
];

/** `&`, `<`, `>` of a title as the sanitiser writes them in text. */
const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Distinct mobile numbers of the whitelist. */
function phones(random: Random, count: number): string[] {
  const out = new Set<string>();
  while (out.size < count) out.add(`1${random.pick(['38', '39', '58', '86', '77', '35'])}${String(random.int(0, 99_999_999)).padStart(8, '0')}`);
  return [...out];
}

/** The editor's columns of the demo live number `i` (titled `title`). */
export function liveEditorColumns(random: Random, i: number, title: string) {
  const watch = i % 7 === 2 ? 'password' : i % 7 === 5 ? 'whitelist' : 'public';
  return {
    mode: i % 3 === 0 ? ('video' as const) : ('text' as const),
    description: (LIVE_INTROS[i % LIVE_INTROS.length] ?? '').replace('{title}', escapeText(title)),
    watch_mode: watch,
    watch_password: watch === 'password' ? `live${random.int(1000, 9999)}` : '',
    watch_phones: JSON.stringify(watch === 'whitelist' ? phones(random, random.int(3, 12)) : []),
  } as const;
}

/** The editor's columns of the demo album number `i`. */
export function albumEditorColumns(random: Random, i: number) {
  const visibility = i % 5 === 1 ? 'password' : i % 5 === 3 ? 'private' : 'public';
  return {
    watermark: i % 2 === 0,
    visibility,
    password: visibility === 'password' ? `photo${random.int(100, 999)}` : '',
  } as const;
}

const FORMS = [
  [
    { key: 'name', label: '姓名', required: true },
    { key: 'phone', label: '手机号', required: true },
  ],
  [
    { key: 'name', label: '姓名', required: true },
    { key: 'phone', label: '手机号', required: true },
    { key: 'company', label: '单位', required: true },
    { key: 'title', label: '职务', required: false },
  ],
  [
    { key: 'name', label: '姓名', required: true },
    { key: 'phone', label: '手机号', required: true },
    { key: 'company', label: '单位', required: false },
    { key: 'custom', label: '饮食偏好', required: false },
    { key: 'custom', label: '是否需要住宿', required: true },
  ],
];

/** The editor's columns of the demo event number `i` (an ended event no longer takes registrations). */
export function eventEditorColumns(random: Random, i: number, ended: boolean) {
  return {
    capacity: i % 3 === 0 ? null : random.pick([50, 100, 200, 300, 500, 1000]),
    registration_open: !ended && i % 5 !== 4,
    form: JSON.stringify(FORMS[i % FORMS.length]),
  };
}
