import { createRouteRef } from '@greenroom/sdk';

/**
 * `/labs/__ID__`: the list page. Menu items and links name it by this reference, never by its path:
 * `route: listRef` in a menu item, `<RouteLink to={listRef}>` in a page or widget. Another plugin
 * links to it with `createExternalRouteRef({ id: '__CAMEL__', optional: true })`.
 */
export const listRef = createRouteRef({ id: '__CAMEL__' });

/** `/labs/__ID__/stats`: the answers of the latest surveys as a bar chart. */
export const statsRef = createRouteRef({ id: '__CAMEL__Stats' });
