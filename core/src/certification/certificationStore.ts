import type { ShellConfig } from '@greenroom/sdk';
import { proxy } from 'valtio/vanilla';
import type { ErrorHandler, HttpFactory } from '../http';
import { createCallClient } from '../http/calls';
import type { SessionStore } from '../session';
import { CORE_TEXTS } from '../texts';
import { isStatusTrue } from '../userApi';
import { buildQrUrl } from './qrCode';

/** How often the open modal asks whether the scan completed. */
export const CERTIFICATION_POLL_MS = 2000;

/** Where the modal stands: fetching the token, showing the code, failed, or done. */
export type CertificationStatus = 'idle' | 'loading' | 'ready' | 'failed' | 'certified';

/** State of the certification modal (SPEC §4 "Certification modal"). */
export interface CertificationState {
  modalVisible: boolean;
  /** The scene from `/certification/token`; empty until it arrives. */
  token: string;
  /** The code image address; empty until the token arrives. */
  qrUrl: string;
  status: CertificationStatus;
}

/** The timer functions polling uses; tests pass fakes. */
export interface Timers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** What the certification store needs. */
export interface CertificationDeps {
  http: HttpFactory;
  config: Pick<ShellConfig, 'env' | 'authHost'>;
  /** Told when the scan completed, so the certification tag updates. */
  session: Pick<SessionStore, 'setCertified'>;
  /** The shared error handler, for a failed token request (SPEC §8). */
  onError: ErrorHandler;
  /** Called once the user is certified (e.g. to show a success toast). */
  onCertified?: () => void;
  /**
   * True while the console's live stream is held (issue 26): the scan's completion is pushed
   * ({@link CertificationStore.completed}), so the open modal does not ask the server.
   */
  pushed?: () => boolean;
  timers?: Timers;
}

/** The certification modal's logic. */
export interface CertificationStore {
  readonly state: CertificationState;
  /** Opens the modal, requests a token, builds the code and starts watching. */
  openModal(): Promise<void>;
  /** Closes the modal and stops watching. */
  closeModal(): void;
  /** Polls the status every {@link CERTIFICATION_POLL_MS} while the modal is open (skipped while the completion is pushed). */
  watch(): void;
  /** The scan completed (pushed by the server): the tag turns 已认证 and an open modal closes. */
  completed(): void;
}

const realTimers: Timers = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

/** Creates the certification store. */
export function createCertificationStore(deps: CertificationDeps): CertificationStore {
  const call = createCallClient(deps.http);
  const timers = deps.timers ?? realTimers;
  const state = proxy<CertificationState>({ modalVisible: false, token: '', qrUrl: '', status: 'idle' });
  // Bumped on every open and close: answers that belong to an earlier opening are dropped, so a
  // close-and-reopen never ends up with two polling loops or a stale code.
  let round = 0;
  let watching = false;
  let timer: unknown = null;

  function stopWatching() {
    watching = false;
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
  }

  function closeModal() {
    round += 1;
    stopWatching();
    state.modalVisible = false;
    if (state.status !== 'certified') state.status = 'idle';
  }

  function schedule(mine: number) {
    timer = timers.setTimeout(() => void poll(mine), CERTIFICATION_POLL_MS);
  }

  function certified() {
    deps.session.setCertified(true);
    const wasOpen = state.modalVisible;
    state.status = 'certified';
    closeModal();
    if (wasOpen) deps.onCertified?.();
  }

  async function poll(mine: number) {
    timer = null;
    // The live stream tells the completion: no request while it is held, only the next check.
    if (deps.pushed?.()) return schedule(mine);
    const result = await call('GET /api/user/certification/status');
    if (mine !== round || !watching) return;
    if (result.ok && isStatusTrue(result.data)) return certified();
    schedule(mine);
  }

  function watch() {
    if (watching || !state.modalVisible) return;
    watching = true;
    schedule(round);
  }

  async function openModal() {
    if (state.modalVisible) return;
    round += 1;
    const mine = round;
    Object.assign(state, { modalVisible: true, token: '', qrUrl: '', status: 'loading' });
    const result = await call('GET /api/user/certification/token');
    if (mine !== round) return;
    if (!result.ok || result.data === null || result.data === '') {
      state.status = 'failed';
      deps.onError(result.ok ? { msg: CORE_TEXTS.requestFailed } : result);
      return;
    }
    const scene = String(result.data);
    Object.assign(state, { token: scene, qrUrl: buildQrUrl(deps.config, scene), status: 'ready' });
    watch();
  }

  return { state, openModal, closeModal, watch, completed: certified };
}
