import { isSafeHttpUrl } from '@greenroom/core';
import { CONSOLE_BASE_PATH, type ExternalTarget, type ShellConfig, useConfig, useOpenExternal } from '@greenroom/sdk';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Issue 24 §1: the shell's links are real links (`<a href>`), so Ctrl-click, Cmd-click, Shift-click
 * and a middle click open them where the browser would. A plain click stays the console's: a page of
 * the console opens in the same tab through the router (no reload), a sibling product in a new tab or
 * window through the shell's external-open service.
 */

/** What the click asks the browser for: a new tab or window, a download (modifier keys or not the main button). */
export function isModifiedClick(event: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * The route of an absolute address of this console (`https://…/admin/purchase?product=live` →
 * `/purchase?product=live`), or null for any other address (a sibling product, another host).
 */
export function consoleRoute(href: string, config: Pick<ShellConfig, 'host'>): string | null {
  if (!isSafeHttpUrl(href)) return null;
  const url = new URL(href);
  const base = new URL(CONSOLE_BASE_PATH, config.host);
  if (url.origin !== base.origin || !url.pathname.startsWith(base.pathname)) return null;
  return `/${url.pathname.slice(base.pathname.length)}${url.search}${url.hash}`;
}

/** The props of a shell link: spread them on an `<a>`. */
export interface ShellLinkProps {
  href?: string;
  target?: '_blank';
  rel?: string;
  onClick: (event: MouseEvent<HTMLElement>) => void;
}

/**
 * Props for a link to `href`, an absolute address: a page of this console opens in the same tab
 * (router navigation); anything else in a new tab, or the new window `target` asks for. `onNavigate`
 * runs after a plain click has left this page for another of the console (closing the drawer the
 * link is in; a new tab leaves it open). An address that is not http(s) gets no `href` and does nothing.
 */
export function useShellLink(): (href: string, options?: { target?: ExternalTarget; onNavigate?: () => void }) => ShellLinkProps {
  const config = useConfig();
  const navigate = useNavigate();
  const openExternal = useOpenExternal();
  return (href, { target = 'tab', onNavigate } = {}) => {
    const route = consoleRoute(href, config);
    const safe = isSafeHttpUrl(href);
    return {
      href: safe ? href : undefined,
      ...(route === null && safe ? { target: '_blank' as const, rel: 'noopener noreferrer' } : {}),
      onClick: (event) => {
        if (isModifiedClick(event)) return;
        event.preventDefault();
        if (route !== null) {
          navigate(route);
          onNavigate?.();
        } else if (safe) openExternal(href, target);
      },
    };
  };
}
