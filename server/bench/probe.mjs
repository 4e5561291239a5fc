#!/usr/bin/env node
/**
 * `npm run probe` — the reference server tried as an attacker would (issue 13 §5): a black-box
 * probe of the built server (a fresh embedded database with the demo data), printing per kind of
 * attempt how many were tried, refused as they should be, let through, and answered 5xx (JSON).
 * Not a test (the tests of each rule are in server/test and tests/e2e); the figures go in notes.
 *
 *  foreignIds   demo2 calls every documented route with a path id, and every GET query field
 *               named like an id, with the ids of demo's own rows (from demo's list answers):
 *               refused = a non-zero code and none of demo's rows in the answer
 *  traversal    encoded and raw `..` paths under /admin/, /api/ and the file routes: refused =
 *               no file outside the served folders (no "root:" / package.json / source text)
 *  redirects    sign-in with 40 service addresses that are not the console's: refused = no
 *               redirect off the console's origin, no ticket handed out (the console's own address
 *               on localhost / 127.0.0.1 is allowed by design, server/src/lib/services.ts)
 *  controlChars a NUL, a bell and an escape in every text query field of the GET lists: refused = 400
 *  signIn       30 wrong passwords for one account, then the right one: refused = not signed in
 *               (the account is locked after 5), and the count of 429s
 *  crossSite    state-changing calls sent with a foreign Origin / Sec-Fetch-Site: cross-site, as
 *               JSON and as a form: refused = nothing changed (403)
 *  frameworkErrors  a 600-character path parameter, a bad URL, bad JSON, a body too large:
 *               refused = the envelope (JSON with a code), not the framework's own answer
 *
 *   node esbuild.config.mjs --env local && node server/bench/probe.mjs
 */
import { signInHttp, startServer } from '../../tests/bench/lib.mjs';

const log = (line) => process.stderr.write(`[probe] ${line}\n`);
const server = await startServer();
const base = server.url;
process.on('exit', server.stop);

const signIn = (user, password) => signInHttp(base, user, password);

const tally = () => ({ tried: 0, refused: 0, through: 0, fiveXX: 0, examples: [] });
const figures = {};
const count = (kind, refused, status, what) => {
  figures[kind] ??= tally();
  const t = figures[kind];
  t.tried += 1;
  if (status >= 500) t.fiveXX += 1;
  if (refused) t.refused += 1;
  else {
    t.through += 1;
    if (t.examples.length < 5) t.examples.push(what);
  }
};
const json = async (response) => {
  const text = await response.text();
  try {
    return { text, body: JSON.parse(text) };
  } catch {
    return { text, body: null };
  }
};

const demo = (await signIn('demo')).cookie;
const demo2 = (await signIn('demo2')).cookie;
if (!demo || !demo2) throw new Error('demo accounts did not sign in');
const doc = await (await fetch(`${base}/api/openapi.json`, { headers: { cookie: demo } })).json();
const operations = Object.entries(doc.paths).flatMap(([url, methods]) =>
  Object.entries(methods).map(([method, op]) => ({ url, method: method.toUpperCase(), op })),
);
log(`${operations.length} documented operations`);

// ── foreign ids: ids of demo's rows, from demo's own GET answers without parameters ─────────────
const ids = new Set();
const collectIds = (value, depth = 0) => {
  if (depth > 4 || value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const item of value.slice(0, 5)) collectIds(item, depth + 1);
    return;
  }
  if (Number.isInteger(value.id) && value.id > 0) ids.add(value.id);
  for (const item of Object.values(value)) collectIds(item, depth + 1);
};
const stillSignedIn = async (what) => {
  const answer = await json(await fetch(`${base}/api/user/getUserInfo`, { headers: { cookie: demo } }));
  if (answer.body?.code !== 0) log(`demo's session ended after ${what}: ${answer.text.slice(0, 80)}`);
};
const paramsOf = (op, where) => (op.parameters ?? []).filter((p) => p.in === where);
const idsOf = async (cookie) => {
  ids.clear();
  for (const { url, method, op } of operations) {
    // GET /api/user/logout (SPEC §7) would end the session the probe works with.
    if (method !== 'GET' || url.includes('{') || url.endsWith('/logout') || paramsOf(op, 'query').some((p) => p.required)) continue;
    const answer = await json(await fetch(`${base}${url}`, { headers: { cookie } }));
    if (answer.body?.code === 0) collectIds(answer.body.data);
  }
  return new Set(ids);
};
// Ids are per table, so a number of demo's may also name a row of demo2's in another table: those are left out.
const own2 = await idsOf(demo2);
const demoIds = [...(await idsOf(demo))].filter((id) => !own2.has(id)).slice(0, 40);
log(`${demoIds.length} ids of demo's rows found (none of them an id of demo2's); ${demoIds.length} tried per route`);
for (const { url, method, op } of operations) {
  const pathParams = paramsOf(op, 'path').map((p) => p.name);
  if (pathParams.length !== 1 || !/id$/i.test(pathParams[0])) continue;
  for (const id of demoIds.slice(0, method === 'GET' ? 40 : 8)) {
    const target = `${base}${url.replace(`{${pathParams[0]}}`, String(id))}`;
    const response = await fetch(target, {
      method,
      headers: { cookie: demo2, origin: base, ...(method === 'GET' || method === 'DELETE' ? {} : { 'content-type': 'application/json' }) },
      body: method === 'GET' || method === 'DELETE' ? undefined : '{}',
      redirect: 'manual',
    });
    const answer = await json(response);
    const refused = response.status >= 300 || (answer.body !== null && answer.body.code !== 0) || (answer.body === null && response.status !== 200);
    count('foreignIds', refused, response.status, `${method} ${url} id=${id} → ${response.status} ${answer.text.slice(0, 80)}`);
  }
}

await stillSignedIn('foreign ids');

// ── traversal ─────────────────────────────────────────────────────────────────────────────────
const TRAVERSALS = [
  '/admin/../package.json',
  '/admin/%2e%2e/package.json',
  '/admin/%2e%2e%2fpackage.json',
  '/admin/..%2f..%2f..%2fetc%2fpasswd',
  '/admin/%252e%252e%252fetc%252fpasswd',
  '/admin/shared/..%2f..%2f..%2fpackage.json',
  '/admin/shared/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
  '/admin/plugins/live/..%2f..%2f..%2f..%2fetc%2fpasswd',
  '/admin/plugins/..%5c..%5c..%5cpackage.json',
  '/admin/host/..;/..;/package.json',
  '/admin/....//....//etc/passwd',
  '/admin/%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd',
  '/admin/..%00/package.json',
  '/admin/shared/%00',
  '/api/../package.json',
  '/api/%2e%2e/%2e%2e/etc/passwd',
  '/files/..%2f..%2fetc%2fpasswd',
  '/files/%2e%2e/%2e%2e/package.json',
  '/downloads/..%2f..%2fpackage.json',
  '/downloads/%2e%2e%2fserver%2fsrc%2fmain.ts',
  '/sso/..%2f..%2fpackage.json',
  '//etc/passwd',
  '/admin//etc/passwd',
  '/admin/shared/..\\..\\..\\package.json',
];
for (const probe of TRAVERSALS) {
  const response = await fetch(`${base}${probe}`, { headers: { cookie: demo }, redirect: 'manual' }).catch(() => null);
  const text = response ? await response.text() : '';
  const leaked = /root:x:0:0|"workspaces"|import \{|#!\/usr\/bin\/env/.test(text);
  count('traversal', !leaked, response?.status ?? 0, `${probe} → ${response?.status}`);
}

await stillSignedIn('traversal');

// ── redirects: service addresses that are not the console's ────────────────────────────────────
const host = new URL(base).host;
const REDIRECTS = [
  'https://evil.example',
  'http://evil.example/admin/',
  '//evil.example/admin/',
  '///evil.example/admin/',
  '\\\\evil.example/admin/',
  '/\\evil.example/admin/',
  `http://${host}.evil.example/admin/`,
  `http://${host}@evil.example/admin/`,
  `http://evil.example@${host}.evil.example/`,
  `http://evil.example#@${host}/admin/`,
  `http://evil.example?@${host}/admin/`,
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  `http://${host}/admin/../../evil`,
  `http://${host.replace('localhost', '127.0.0.2')}/admin/`,
  `https://${host}/admin/`,
  `http://${host}/adminx/`,
  `http://${host}/admin@evil.example`,
  `http://${host}%2f@evil.example/`,
  `http://${host}%40evil.example/`,
  'http://0x7f000001/admin/',
  'http://[::1]/admin/',
  'http://evil.example%2f%2e%2e/admin/',
  ` http://evil.example`,
  '\thttp://evil.example',
  'http:/evil.example',
  'http:\\\\evil.example',
  'https:evil.example',
  'ftp://evil.example/',
  'file:///etc/passwd',
  `http://${host}\u3002evil.example/`,
  'http://еvil.example/',
  `http://${host}:80/admin/`,
  `http://${host}/admin/%0d%0aSet-Cookie:x=1`,
  `http://${host}/admin/\r\nLocation: http://evil.example`,
  '/%2f%2fevil.example',
  '/%5cevil.example',
  '%2f%2fevil.example',
];
for (const service of REDIRECTS) {
  const page = await fetch(`${base}/sso/reLogin?service=${encodeURIComponent(service)}`, { headers: { cookie: demo }, redirect: 'manual' }).catch(() => null);
  const location = page?.headers.get('location');
  const off = location ? new URL(location, base).origin !== new URL(base).origin : false;
  const ticket = location?.includes('ticket=') && off;
  count('redirects', !off && !ticket, page?.status ?? 0, `${JSON.stringify(service)} → ${page?.status} ${location ?? ''}`);
}

await stillSignedIn('redirects');

// ── control characters in text queries ────────────────────────────────────────────────────────
for (const { url, method, op } of operations) {
  if (method !== 'GET' || url.includes('{') || url.endsWith('/logout')) continue;
  const texts = paramsOf(op, 'query').filter((p) => p.schema?.type === 'string' && !p.schema.enum && !p.schema.format && !p.schema.pattern);
  for (const param of texts) {
    for (const bad of ['a\u0000b', 'a\u0007b', 'a\u001bb']) {
      const query = new URLSearchParams({ [param.name]: bad });
      for (const p of paramsOf(op, 'query')) if (p.required && p.name !== param.name) query.set(p.name, p.example ?? '1');
      const response = await fetch(`${base}${url}?${query}`, { headers: { cookie: demo } }).catch(() => null);
      const answer = response ? await json(response) : { body: null };
      count(
        'controlChars',
        answer.body?.code === 400,
        response?.status ?? 0,
        `${url}?${param.name}=${JSON.stringify(bad)} → ${response?.status} ${answer.body?.code}`,
      );
    }
  }
}

// ── sign-in attempts ───────────────────────────────────────────────────────────────────────────
let lockedAnswers = 0;
for (let i = 0; i < 30; i++) {
  const attempt = await signIn('demo2', `wrong-${i}`);
  if (attempt.status === 429) lockedAnswers += 1;
  count('signIn', attempt.cookie === null, attempt.status, `wrong password ${i} → ${attempt.status}`);
}
const right = await signIn('demo2');
count('signIn', right.cookie === null, right.status, `right password after 30 wrong ones → ${right.status}`);
figures.signIn.lockedAnswers = lockedAnswers;

// ── cross-site state changes ───────────────────────────────────────────────────────────────────
const CROSS = [
  { method: 'PUT', url: '/api/user/updatePwd', body: '{"oldPwd":"greenroom","newPwd":"hacked123"}' },
  { method: 'POST', url: '/api/survey/add', body: '{"title":"跨站"}' },
  { method: 'DELETE', url: `/api/survey/${demoIds[0] ?? 1}` },
];
for (const call of CROSS) {
  for (const headers of [
    { origin: 'http://evil.example', 'content-type': 'application/json' },
    { origin: 'http://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
    { 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' },
    { 'sec-fetch-site': 'same-site', 'content-type': 'text/plain' },
    { origin: 'null', 'content-type': 'application/json' },
  ]) {
    const response = await fetch(`${base}${call.url}`, { method: call.method, headers: { cookie: demo, ...headers }, body: call.body, redirect: 'manual' });
    const answer = await json(response);
    count(
      'crossSite',
      answer.body?.code !== 0,
      response.status,
      `${call.method} ${call.url} ${JSON.stringify(headers)} → ${response.status} ${answer.text.slice(0, 60)}`,
    );
  }
}

// ── the framework's own errors answer the envelope ─────────────────────────────────────────────
const FRAMEWORK = [
  { url: `/api/survey/${'1'.repeat(600)}`, method: 'GET' },
  { url: '/api/activity/twzb/list?keyword=%E0%A4%A', method: 'GET' },
  { url: '/api/%', method: 'GET' },
  { url: '/api/survey/add', method: 'POST', body: '{"title":', type: 'application/json' },
  { url: '/api/survey/add', method: 'POST', body: JSON.stringify({ title: 'x'.repeat(3_000_000) }), type: 'application/json' },
  { url: '/api/survey/add', method: 'POST', body: '<xml/>', type: 'application/xml' },
];
for (const call of FRAMEWORK) {
  const response = await fetch(`${base}${call.url}`, {
    method: call.method,
    headers: { cookie: demo, origin: base, ...(call.type ? { 'content-type': call.type } : {}) },
    body: call.body,
  }).catch(() => null);
  const answer = response ? await json(response) : { body: null, text: '' };
  const envelope = answer.body !== null && typeof answer.body.code === 'number' && typeof answer.body.msg === 'string' && !/FST_/.test(answer.text);
  count('frameworkErrors', envelope, response?.status ?? 0, `${call.method} ${call.url.slice(0, 40)} → ${response?.status} ${answer.text.slice(0, 80)}`);
}

const total = Object.values(figures).reduce(
  (sum, t) => ({ tried: sum.tried + t.tried, refused: sum.refused + t.refused, through: sum.through + t.through, fiveXX: sum.fiveXX + t.fiveXX }),
  { tried: 0, refused: 0, through: 0, fiveXX: 0 },
);
console.log(JSON.stringify({ probe: 'reference server, demo data, as an attacker (issue 13)', total, figures }, null, 2));
process.exit(0);
