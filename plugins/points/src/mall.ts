import type { ShellConfig } from '@greenroom/sdk';

/** The points mall of the user centre (SPEC §2: `{userCenterHost}/user/pointsMall`, opened in a new window like the account menu's). */
export function pointsMallUrl(config: Pick<ShellConfig, 'userCenterHost'>): string {
  return `${config.userCenterHost}/user/pointsMall`;
}
