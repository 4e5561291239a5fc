import { useRegistry } from './plugins/registryContext';

/**
 * Plugin routes the shell links to, by the id each plugin announces for them (the route's name). The
 * registry answers, as for the side menu: while the plugin is disabled there is no path, and the shell
 * shows no link (the entry is hidden, the figure plain text).
 */
export const PLUGIN_ROUTES = {
  /** `/user/points`, 我的积分 (the points plugin): the avatar menu and the account card's points. */
  points: 'points',
} as const;

/** The path (`/user/points`) of the registered route named `name`, or undefined while no enabled plugin registers it. */
export function useRoutePath(name: (typeof PLUGIN_ROUTES)[keyof typeof PLUGIN_ROUTES]): string | undefined {
  const path = useRegistry().routes.find(({ route }) => route.name === name)?.route.path;
  return path === undefined ? undefined : `/${path}`;
}
