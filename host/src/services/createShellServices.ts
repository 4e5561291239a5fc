import Toast from '@douyinfe/semi-ui/lib/es/toast';
import { createHttp, createLogger, createSession, openExternal, redirectToSso, resolveConfig, type SessionStore, TOAST_DURATION_MS } from '@greenroom/core';
import type { Notifier, ShellServices } from '@greenroom/sdk';

declare const __GREENROOM_ENV__: string | undefined;

/** Toasts through Semi, for the duration of SPEC §9 (Semi counts seconds). */
const notify: Notifier = {
  success: (content) => Toast.success({ content, duration: TOAST_DURATION_MS / 1000 }),
  error: (content) => Toast.error({ content, duration: TOAST_DURATION_MS / 1000 }),
  info: (content) => Toast.info({ content, duration: TOAST_DURATION_MS / 1000 }),
  warning: (content) => Toast.warning({ content, duration: TOAST_DURATION_MS / 1000 }),
};

/** The services plugins see, plus the host-only handles behind them. */
export interface HostServices {
  services: ShellServices;
  session: SessionStore;
}

/** Wires core's services for the browser: configuration of the built environment, envelope client, session. */
export function createShellServices(): HostServices {
  const config = resolveConfig(typeof __GREENROOM_ENV__ === 'string' ? __GREENROOM_ENV__ : undefined, window.location.origin);
  const toSso = () => redirectToSso(config);
  const http = createHttp({ notify, log: createLogger('http').error, redirectToSso: toSso });
  const session = createSession(http, { redirectToSso: toSso });
  return {
    session,
    services: { session, http, notify, config, openExternal },
  };
}
