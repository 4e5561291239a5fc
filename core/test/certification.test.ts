import { describe, expect, it, vi } from 'vitest';
import {
  buildQrUrl,
  CERTIFICATION_POLL_MS,
  certificationQrRequest,
  createCertificationStore,
  QR_CODE_WIDTH,
  QR_IMAGE_SIZE,
  type Timers,
  toBase64Url,
} from '../src/certification';
import { deferred, fakeHttp, offline, ok, refused, type SeenRequest } from './support';

const AUTH = 'https://beta-auth.greenroom.example';

function decodeParams(url: string): unknown {
  const params = new URL(url).searchParams.get('params') ?? '';
  const base64 = params.replace(/-/g, '+').replace(/_/g, '/');
  return JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(base64), (ch) => ch.charCodeAt(0))));
}

describe('certification QR code (SPEC §7 "QR code for certification")', () => {
  it('requests a mini-program code of width 340 for the certification page, trial outside release', () => {
    const url = buildQrUrl({ env: 'beta', authHost: AUTH }, 'scene-42');
    expect(url.startsWith(`${AUTH}/api/verify/wxacode?params=`)).toBe(true);
    expect(decodeParams(url)).toEqual({
      scene: 'scene-42',
      page: 'pages/certification/index',
      width: QR_CODE_WIDTH,
      auto_color: false,
      line_color: { r: 0, g: 0, b: 0 },
      is_hyaline: true,
      env_version: 'trial',
    });
    expect([QR_CODE_WIDTH, QR_IMAGE_SIZE]).toEqual([340, 200]);
  });

  it('uses the released mini-program in the release environment', () => {
    expect(certificationQrRequest({ env: 'release' }, 's').env_version).toBe('release');
    expect(certificationQrRequest({ env: 'dev' }, 's').env_version).toBe('trial');
  });

  it('encodes URL-safe base64 without padding, UTF-8 safe', () => {
    expect(toBase64Url('??>')).toBe('Pz8-');
    expect(toBase64Url('a')).toBe('YQ');
    expect(toBase64Url('认证')).toBe('6K6k6K-B');
    const json = JSON.stringify({ scene: '场景/?~>', n: 1 });
    expect(toBase64Url(json)).toBe(Buffer.from(json, 'utf8').toString('base64url'));
  });
});

/** Timers that run only when the test says so. */
function manualTimers() {
  let next = 1;
  const pending = new Map<number, () => void>();
  const timers: Timers = {
    setTimeout: (run, ms) => {
      expect(ms).toBe(CERTIFICATION_POLL_MS);
      pending.set(next, run);
      return next++;
    },
    clearTimeout: (handle) => pending.delete(handle as number),
  };
  const tick = async () => {
    const runs = [...pending.values()];
    pending.clear();
    for (const run of runs) run();
    await new Promise((r) => setTimeout(r, 0));
  };
  return { timers, tick, pending };
}

type StatusAnswer = ReturnType<typeof ok> | Promise<ReturnType<typeof ok>>;

function setup(status: (request: SeenRequest, polls: number) => StatusAnswer, token = ok('scene-1')) {
  let polls = 0;
  const { http, seen } = fakeHttp((request) => {
    if (request.url === '/api/user/certification/token') return token;
    polls += 1;
    return status(request, polls);
  });
  const clock = manualTimers();
  const session = { setCertified: vi.fn() };
  const onError = vi.fn();
  const onCertified = vi.fn();
  const store = createCertificationStore({ http, config: { env: 'beta', authHost: AUTH }, session, onError, onCertified, timers: clock.timers });
  return { store, seen, session, onError, onCertified, ...clock };
}

describe('certification modal (SPEC §4 "Certification modal")', () => {
  it('on opening requests a token and builds the QR code from its scene', async () => {
    const { store, seen } = setup(() => ok(false));
    await store.openModal();
    expect(seen[0]).toMatchObject({ method: 'get', base: '', url: '/api/user/certification/token' });
    expect(store.state).toMatchObject({ modalVisible: true, token: 'scene-1', status: 'ready' });
    expect(store.state.qrUrl).toBe(buildQrUrl({ env: 'beta', authHost: AUTH }, 'scene-1'));
  });

  it('a failing token request goes to the shared error handler', async () => {
    const failure = refused(500, '获取失败');
    const { store, onError, pending } = setup(() => ok(false), failure);
    await store.openModal();
    expect(onError).toHaveBeenCalledWith(failure);
    expect(store.state).toMatchObject({ modalVisible: true, status: 'failed', qrUrl: '' });
    expect(pending.size).toBe(0);
  });

  it('polls the status every 2 s while open; on true certifies the session, closes and calls back', async () => {
    const { store, seen, session, onCertified, tick, pending } = setup((_, polls) => ok(polls >= 2));
    await store.openModal();
    await tick();
    expect(store.state.modalVisible).toBe(true);
    expect(session.setCertified).not.toHaveBeenCalled();
    await tick();
    expect(seen.filter((r) => r.url === '/api/user/certification/status')).toHaveLength(2);
    expect(session.setCertified).toHaveBeenCalledWith(true);
    expect(store.state).toMatchObject({ modalVisible: false, status: 'certified' });
    expect(onCertified).toHaveBeenCalledOnce();
    expect(pending.size).toBe(0);
  });

  it('keeps polling through a failed status call', async () => {
    const { store, tick, pending } = setup(() => offline() as ReturnType<typeof ok>);
    await store.openModal();
    await tick();
    expect(pending.size).toBe(1);
    expect(store.state.modalVisible).toBe(true);
  });

  it('closing stops polling', async () => {
    const { store, seen, tick, pending } = setup(() => ok(false));
    await store.openModal();
    store.closeModal();
    expect(pending.size).toBe(0);
    await tick();
    expect(seen.filter((r) => r.url === '/api/user/certification/status')).toHaveLength(0);
    expect(store.state).toMatchObject({ modalVisible: false, status: 'idle' });
  });

  it('closing while a status call is in flight, then reopening, leaves a single polling loop', async () => {
    const held = deferred<ReturnType<typeof ok>>();
    const { store, tick, pending, session } = setup((_, polls) => (polls === 1 ? held.promise : ok(false)));
    await store.openModal();
    await tick(); // the first status call is now in flight
    store.closeModal();
    await store.openModal();
    expect(pending.size).toBe(1);
    held.resolve(ok(true)); // the stale answer arrives after the reopen
    await new Promise((r) => setTimeout(r, 0));
    expect(pending.size).toBe(1);
    expect(session.setCertified).not.toHaveBeenCalled();
    expect(store.state.modalVisible).toBe(true);
  });

  it('watch does nothing while the modal is closed', () => {
    const { store, pending } = setup(() => ok(false));
    store.watch();
    expect(pending.size).toBe(0);
  });
});
