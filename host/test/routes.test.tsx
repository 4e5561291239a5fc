/**
 * Issue 25: the server's render of an unknown address is what the browser renders there, so the page
 * it hydrates matches; a frame that knows the host's routes only (an out-of-tree plugin is enabled,
 * the browser replaces the frame) leaves the page empty instead of calling a plugin's page unknown.
 */
import { createRegistry } from '@greenroom/core';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { NotFoundPage } from '../src/pages/NotFoundPage';
import { appRoutes } from '../src/routes';

/** The element of the catch-all route (`*`) among `routes`. */
function catchAll(routes: RouteObject[]): RouteObject['element'] | undefined {
  for (const route of routes) {
    if (route.path === '*') return route.element;
    const found = route.children && catchAll(route.children);
    if (found !== undefined) return found;
  }
  return undefined;
}

describe('the unknown address (issue 25: hydrated as rendered)', () => {
  it('in the browser: the not-found page', () => {
    expect((catchAll(appRoutes(createRegistry())) as { type?: unknown })?.type).toBe(NotFoundPage);
  });

  it('on the server knowing every enabled plugin: the not-found page too, the very element the browser hydrates', () => {
    expect((catchAll(appRoutes(createRegistry(), { firstFrame: true, complete: true })) as { type?: unknown })?.type).toBe(NotFoundPage);
  });

  it('on the server knowing the host alone: an empty page, never 页面不存在', () => {
    expect(catchAll(appRoutes(createRegistry(), { firstFrame: true, complete: false }))).toBeNull();
  });
});
