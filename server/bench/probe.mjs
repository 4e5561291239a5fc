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
 *  frameworkErrors  a 600-character path parameter, a bad URL, bad JSON, a body too large,
 *               malformed %-escapes in query values, a query string over 16 KB:
 *               refused = the envelope (JSON with a code), not the framework's own answer
 *  bodyControlChars (issue 21) a NUL, ESC, U+202E and a line break in every text field of every
 *               JSON body (from the OpenAPI document: a body valid but for that field), and the
 *               on-site booking's city/address/contactName/remark: refused = the envelope's 400
 *  ticketLink   (issue 21) a ticket for demo2 opened in a browser that did not ask for it (none, or
 *               demo's browser, signed in): refused = no session for demo2, demo's session kept
 *  signedLinks  (issue 21) play and preview URLs and the export token minted by a session, used
 *               after that session signed out: refused = 401/403
 *  rebinding    (issue 21) Origin equal to a foreign Host, and GET logout from another site:
 *               refused = 403, the session alive
 *  secondProcess (issue 21) a second server, `users signout` and `seed` on the running server's
 *               data folder: refused = exits non-zero at once, saying who holds it
 *  bursts       (issue 21) 100 sign-ins at once for one account (99 wrong, the right one), and 100
 *               unknown names at once from one address: refused = an attempt beyond the limit (5
 *               per account, 20 per address) answered 429 without its password being checked
 *
 *   node esbuild.config.mjs --env local && node server/bench/probe.mjs
 */
import { spawn } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { root, signInForm, signInHttp, startServer } from '../../tests/bench/lib.mjs';

const log = (line) => process.stderr.write(`[probe] ${line}\n`);
// The per-session call budget (600 a minute, lib/rateLimit.ts) is off for the probe: it sends far more
// calls a minute than a person, and a 429 would hide whether the rule under test refused the attempt.
const server = await startServer({ env: { RATE_LIMIT_API: '0' } });
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
  // /api/public (issue 23): what an organiser published, for anyone — no owner to cross.
  if (url.startsWith('/api/public/')) continue;
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

// ── control characters in every text field of every JSON body (issue 21 §3) ─────────────────────
/** A value the schema accepts, as far as a probe can tell (first enum value, minimum, required fields). */
const resolveRef = (schema) => {
  let s = schema;
  for (let i = 0; s?.$ref && i < 10; i++)
    s = s.$ref
      .split('/')
      .slice(1)
      .reduce((node, key) => node?.[key], doc);
  return s ?? {};
};
const sample = (schema, depth = 0, name = '') => {
  const s = resolveRef(schema);
  if (depth > 6) return null;
  if (s.const !== undefined) return s.const;
  if (s.default !== undefined) return s.default;
  if (s.enum) return s.enum[0];
  const union = s.anyOf ?? s.oneOf;
  if (union) return sample(union.find((option) => resolveRef(option).type !== 'null') ?? union[0], depth + 1);
  if (s.allOf) return Object.assign({}, ...s.allOf.map((part) => sample(part, depth + 1)));
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  if (type === 'object' || s.properties) {
    const out = {};
    for (const [key, prop] of Object.entries(s.properties ?? {})) if ((s.required ?? []).includes(key)) out[key] = sample(prop, depth + 1, key);
    return out;
  }
  if (type === 'array') return Array.from({ length: s.minItems ?? 0 }, () => sample(s.items ?? {}, depth + 1));
  if (type === 'integer' || type === 'number') return s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : 1);
  if (type === 'boolean') return false;
  if (type === 'string') {
    if (s.format === 'date-time') return new Date(Date.now() + 86400_000).toISOString();
    if (s.format === 'date' || /date/i.test(name)) return new Date(Date.now() + 7 * 86400_000).toISOString().slice(0, 10);
    if (s.format === 'email' || /email/i.test(name)) return 'probe@example.com';
    if (name === 'orderNo' && demoOrderNo) return demoOrderNo;
    if (/\^1\[3-9\]/.test(s.pattern ?? '')) return '13800138000';
    return 'x'.repeat(Math.max(1, s.minLength ?? 1));
  }
  return null;
};
/** Paths to every text field of a body schema (required or not), with the parent's sample. */
const textPaths = (schema, prefix = [], depth = 0) => {
  const s = resolveRef(schema);
  if (depth > 5) return [];
  const union = s.anyOf ?? s.oneOf;
  if (union) return union.flatMap((option) => textPaths(option, prefix, depth + 1));
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  if (type === 'string' && !s.enum && !s.format) return [prefix];
  if (type === 'object' || s.properties) return Object.entries(s.properties ?? {}).flatMap(([name, prop]) => textPaths(prop, [...prefix, name], depth + 1));
  if (type === 'array' && s.items) return textPaths(s.items, [...prefix, 0], depth + 1);
  return [];
};
const setPath = (target, keys, value) => {
  let node = target;
  for (const [i, key] of keys.entries()) {
    if (i === keys.length - 1) node[key] = value;
    else {
      node[key] ??= typeof keys[i + 1] === 'number' ? [] : {};
      node = node[key];
    }
  }
  return target;
};
const demoOrderNo = (await json(await fetch(`${base}/api/order/live/list?pageSize=1`, { headers: { cookie: demo } }))).body?.data?.list?.[0]?.orderNo;
const bodyOps = operations.filter(({ method, op }) => method !== 'GET' && op.requestBody?.content?.['application/json']?.schema);
const BAD_TEXT = ['a\u0000b', 'a\u001bb', 'a\u202eb', 'a\nb\rc'];
let baselines = 0;
let baselinesAccepted = 0;
const notAccepted = [];
for (const { url, method, op } of bodyOps) {
  if (/updatePwd|logout/.test(url)) continue; // the probe keeps its password and session
  const schema = op.requestBody.content['application/json'].schema;
  const target = `${base}${url.replace(/\{(\w+)\}/g, () => String(demoIds[0] ?? 1))}`;
  // A body union (the order's price tables) is probed branch by branch: the body is valid for the
  // branch that holds the field, so the field's own check is what refuses it.
  const root = resolveRef(schema);
  const variants = root.anyOf ?? root.oneOf ?? [schema];
  const seen = new Set();
  for (const variant of variants) {
    const valid = sample(variant) ?? {};
    baselines += 1;
    const baseline = await json(
      await fetch(target, { method, headers: { cookie: demo, origin: base, 'content-type': 'application/json' }, body: JSON.stringify(valid) }),
    );
    if (baseline.body?.code === 0) baselinesAccepted += 1;
    else notAccepted.push(`${method} ${url}: ${baseline.body?.msg ?? baseline.text.slice(0, 60)}`);
    for (const keys of textPaths(variant)) {
      if (seen.has(keys.join('.'))) continue;
      seen.add(keys.join('.'));
      for (const bad of BAD_TEXT) {
        const body = setPath(structuredClone(valid), keys, bad);
        const response = await fetch(target, {
          method,
          headers: { cookie: demo, origin: base, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        const answer = await json(response);
        // Multi-line fields (remarks, descriptions) take a line break by design: only NUL/ESC/U+202E there.
        if (bad.includes('\n') && answer.body?.code === 0) continue;
        count(
          'bodyControlChars',
          answer.body?.code === 400,
          response.status,
          `${method} ${url} ${keys.join('.')}=${JSON.stringify(bad)} → ${response.status} ${answer.text.slice(0, 80)}`,
        );
      }
    }
  }
}
// A body the probe could not make valid still shows the field is refused, but by another field's fault too.
figures.bodyControlChars.validBodies = { tried: baselines, accepted: baselinesAccepted, notAccepted };

await stillSignedIn('control characters in bodies');

// ── a ticket link opened in another browser (issue 21 §3) ──────────────────────────────────────
{
  const service = `${base}/admin/`;
  const { cookie: formCookie, form: token } = await signInForm(base);
  const login = await fetch(`${base}/sso/reLogin`, {
    method: 'POST',
    headers: { cookie: formCookie, 'content-type': 'application/x-www-form-urlencoded', origin: base },
    body: new URLSearchParams({ username: 'demo2', password: 'greenroom', service, form: token }).toString(),
    redirect: 'manual',
  });
  const ticketUrl = login.headers.get('location');
  for (const [what, cookie] of [
    ['a browser that never signed in', ''],
    ['demo’s browser, signed in', demo],
  ]) {
    const page = await fetch(ticketUrl, { headers: cookie ? { cookie } : {}, redirect: 'manual' });
    const opened = page.headers.getSetCookie().some((line) => line.startsWith('gr_session='));
    count('ticketLink', !opened, page.status, `ticket for demo2 in ${what} → session ${opened ? 'opened' : 'not opened'}`);
  }
  const still = await json(await fetch(`${base}/api/user/getUserInfo`, { headers: { cookie: demo } }));
  count('ticketLink', still.body?.data?.username === 'demo', 200, `demo’s session after the ticket link: ${still.body?.data?.username}`);
}

// ── signed links and the export token after sign-out (issue 21 §4) ──────────────────────────────
{
  const session = (await signIn('demo')).cookie;
  const get = async (url) => (await json(await fetch(`${base}${url}`, { headers: { cookie: session } }))).body?.data;
  const recording = (await get('/api/media/live/list?pageSize=1'))?.list?.[0];
  const material = (await get('/api/material/twzb/list?pageSize=1'))?.list?.[0];
  const links = [];
  if (recording)
    links.push([
      'play URL',
      new URL((await get(`/api/media/live/playUrl/${recording.id}`)).url).pathname + new URL((await get(`/api/media/live/playUrl/${recording.id}`)).url).search,
    ]);
  if (material) links.push(['material thumbnail', new URL(material.thumbUrl).pathname + new URL(material.thumbUrl).search]);
  const exportToken = (await get('/api/statistics/twzb/excel/token'))?.token;
  if (exportToken) links.push(['export token', `/api/statistics/twzb/exportExcel?type=user&token=${exportToken}`]);
  const before = await Promise.all(links.map(async ([, url]) => (await fetch(`${base}${url}`, { headers: { range: 'bytes=0-15' } })).status));
  await fetch(`${base}/api/user/logout`, { headers: { cookie: session, 'sec-fetch-site': 'same-origin' } });
  for (const [i, [what, url]] of links.entries()) {
    const response = await fetch(`${base}${url}`, { headers: { range: 'bytes=0-15' } });
    await response.arrayBuffer();
    count(
      'signedLinks',
      response.status === 401 || response.status === 403,
      response.status,
      `${what} after sign-out → ${response.status} (before: ${before[i]})`,
    );
  }
}

// ── DNS rebinding and a cross-site logout (issue 21 §4) ────────────────────────────────────────
{
  const rebound = await new Promise((resolve) => {
    const { port } = new URL(base);
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path: '/api/user/message/readAll',
        method: 'POST',
        headers: { cookie: demo, host: `attacker.example:${port}`, origin: `http://attacker.example:${port}`, 'content-length': 0 },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode));
      },
    );
    req.on('error', () => resolve(0));
    req.end();
  });
  count('rebinding', rebound === 403, rebound, `POST with Origin = foreign Host → ${rebound}`);
  const logout = await fetch(`${base}/api/user/logout`, { headers: { cookie: demo, 'sec-fetch-site': 'cross-site' } });
  const alive = (await json(await fetch(`${base}/api/user/getUserInfo`, { headers: { cookie: demo } }))).body?.code === 0;
  count('rebinding', logout.status === 403 && alive, logout.status, `cross-site GET logout → ${logout.status}, session ${alive ? 'alive' : 'ended'}`);
}

// ── a second process on the running server's data folder (issue 21 §2) ──────────────────────────
for (const [what, script, args] of [
  ['a second server', 'dist/server/main.js', []],
  ['npm run users -- signout demo', 'dist/server/users.js', ['signout', 'demo']],
  ['npm run seed', 'dist/server/seed.js', ['--scale', '0.001']],
]) {
  const outcome = await new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, [path.join(root, script), ...args], {
      cwd: root,
      env: { ...process.env, ...server.env, PORT: '0', HOST: '127.0.0.1', NODE_ENV: 'test', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, ms: Date.now() - started, output });
    });
  });
  const refused = outcome.code !== 0 && outcome.code !== null && /正被进程/.test(outcome.output);
  count('secondProcess', refused, 0, `${what} → exit ${outcome.code} in ${outcome.ms} ms: ${outcome.output.trim().split('\n')[0]?.slice(0, 100)}`);
}

// ── bursts of sign-ins (issue 21 §1) ───────────────────────────────────────────────────────────
{
  const fire = async (attempt) => {
    const forms = await Promise.all(Array.from({ length: 100 }, () => signInForm(base)));
    const answers = await Promise.all(
      forms.map(({ cookie, form }, i) =>
        fetch(`${base}/sso/reLogin`, {
          method: 'POST',
          headers: { cookie, 'content-type': 'application/x-www-form-urlencoded', origin: base },
          body: new URLSearchParams({ ...attempt(i), service: `${base}/admin/`, form }).toString(),
          redirect: 'manual',
        }).then((response) => response.status),
      ),
    );
    return answers;
  };
  const account = await fire((i) => ({ username: 'demo2', password: i === 57 ? 'greenroom' : `burst-${i}` }));
  const checkedAccount = account.filter((s) => s === 401 || s === 302).length;
  account.forEach((status, i) => {
    count('bursts', i < 5 || status === 429 || checkedAccount <= 5, status, `account burst attempt ${i} → ${status}`);
  });
  const names = await fire((i) => ({ username: `probe-nobody-${i}`, password: 'wrong' }));
  const checkedNames = names.filter((s) => s === 401).length;
  names.forEach((status, i) => {
    count('bursts', status === 429 || checkedNames + checkedAccount <= 20, status, `address burst attempt ${i} → ${status}`);
  });
  figures.bursts.checked = { oneAccount: checkedAccount, oneAddressAfterIt: checkedNames, limits: { account: 5, address: 20 } };
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
  // Malformed %-escapes in query values (issue 21 §4): the envelope's 400, never taken literally.
  ...['%', '%%', '%zz', '%C3%28', 'abc%2', '%E0%A4%A', '%FF', '%uD800', '%ED%A0%80', '%C0%AF', '100%', '%%41'].flatMap((bad) =>
    ['title', 'keyword', 'status'].map((name) => ({ url: `/api/activity/twzb/list?${name}=${bad}`, method: 'GET', literal: true })),
  ),
];
for (const call of FRAMEWORK) {
  const response = await fetch(`${base}${call.url}`, {
    method: call.method,
    headers: { cookie: demo, origin: base, ...(call.type ? { 'content-type': call.type } : {}) },
    body: call.body,
  }).catch(() => null);
  const answer = response ? await json(response) : { body: null, text: '' };
  const envelope =
    answer.body !== null &&
    typeof answer.body.code === 'number' &&
    typeof answer.body.msg === 'string' &&
    !/FST_/.test(answer.text) &&
    (!call.literal || answer.body.code === 400);
  count('frameworkErrors', envelope, response?.status ?? 0, `${call.method} ${call.url.slice(0, 40)} → ${response?.status} ${answer.text.slice(0, 80)}`);
}

// A query string over 16 KB: Node refuses it before the framework; the envelope answers (431).
{
  const { port } = new URL(base);
  const answer = await new Promise((resolve) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: `/api/activity/twzb/list?title=${'a'.repeat(17 * 1024)}`, headers: { cookie: demo } }, (res) => {
      let text = '';
      res.on('data', (chunk) => {
        text += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode, text }));
    });
    req.on('error', () => resolve({ status: 0, text: '' }));
    req.end();
  });
  let body = null;
  try {
    body = JSON.parse(answer.text);
  } catch {}
  count(
    'frameworkErrors',
    typeof body?.code === 'number' && answer.status === 431,
    answer.status,
    `17 KB query → ${answer.status} ${answer.text.slice(0, 60)}`,
  );
}

const total = Object.values(figures).reduce(
  (sum, t) => ({ tried: sum.tried + t.tried, refused: sum.refused + t.refused, through: sum.through + t.through, fiveXX: sum.fiveXX + t.fiveXX }),
  { tried: 0, refused: 0, through: 0, fiveXX: 0 },
);
console.log(JSON.stringify({ probe: 'reference server, demo data, as an attacker (issues 13 and 21)', total, figures }, null, 2));
process.exit(0);
