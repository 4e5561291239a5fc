import type { ShellConfig } from '@greenroom/sdk';

/**
 * Addresses the header opens, derived from the environment's configuration in one place so the
 * buttons and their tests agree.
 */

/** User-centre pages of the avatar popover (SPEC §2), opened in a new tab. */
export const USER_CENTER_PAGES = {
  account: '/user/account',
  certification: '/user/certification',
  safeSetting: '/user/safeSetting',
  pointsMall: '/user/pointsMall',
} as const;

/** Service-order pages in the user centre. */
export const SERVICE_ORDER_PAGES = {
  submit: '/user/workOrder/create',
  list: '/user/workOrder',
} as const;

/** The user-centre address of `page`. */
export function userCenterUrl(config: Pick<ShellConfig, 'userCenterHost'>, page: string): string {
  return config.userCenterHost + page;
}

/** The AI chat, `/ai-chat` on the console's own host (SPEC §2), opened in a new window. */
export function aiChatUrl(config: Pick<ShellConfig, 'host'>): string {
  return new URL('/ai-chat', config.host).href;
}

/** The downloads of SPEC §7: the sync helper's installers and the product introduction archive, on the CDN. */
export function downloadUrls(config: Pick<ShellConfig, 'cdn'>) {
  const base = `${config.cdn}/downloads`;
  return {
    windows: `${base}/greenroom-sync-setup.exe`,
    mac: `${base}/greenroom-sync.dmg`,
    intro: `${base}/greenroom-intro.zip`,
  };
}

/** The official account's QR image, a static code on the CDN (SPEC §7). */
export function officialAccountQrUrl(config: Pick<ShellConfig, 'cdn'>): string {
  return `${config.cdn}/images/official-account-qr.png`;
}
