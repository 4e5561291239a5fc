/**
 * What the server and the first frame's renderer (renderFirstFrame.tsx, built to
 * dist/server/first-frame.js) pass each other: types only, imported by both (docs/first-screen.md).
 */
import type { Locale } from '@greenroom/contracts/i18n';
import type { FrameLayout } from '../shell/firstFrame';

/** What the server knows when it renders the first frame of a console page. */
export interface FirstFrameInput {
  /** The page's absolute address (`https://host/admin/basic?x=1`). */
  url: string;
  /** The boot data the server puts into the page (`#gr-boot`), as its JSON text. */
  bootJson: string;
  /**
   * The page's language (issue 29: the account's choice, else the request's `Accept-Language`), as
   * the page's `<html lang>` says: the frame is rendered in it. Chinese when absent.
   */
  locale?: Locale;
  /** The page request's `Cookie` header: the layout the browser last reported. */
  cookie: string | undefined;
  /**
   * The deployment's plugins (the page's `#gr-plugins` listing) and where each enabled entry's file
   * is, when every enabled one is built with the console (null for another: an out-of-tree plugin
   * never runs in the server). Without it, or with one not found, the frame knows the host only.
   */
  plugins?: { listingJson: string; fileOf: (url: string) => string | null; dir: string };
  /** Answers a GET of the API as the signed-in user (in-process): the calls a page's first list makes. */
  get?: (url: string) => Promise<{ status: number; body: unknown }>;
  /**
   * Called once the address is known to be a page (not a container's redirect), before the render:
   * the server sends the page's head meanwhile, so that the browser fetches the console's files while
   * the page renders (issue 25). Not called for a frame declined before (no layout cookie, no boot
   * data) or for a redirect. The render waits for it (the head is on its way).
   */
  routed?: () => void | Promise<void>;
}

/** A rendered first frame: its HTML, the answers its lists were rendered with, the landing page's module. */
export interface RenderedFrame {
  html: string;
  /** The first list calls' answers by page address, for the console's first render (see FrameData). */
  data: Record<string, unknown>;
  /**
   * The layout it was rendered for (the browser's first render uses the same, then its own). With
   * `complete` true (every enabled plugin ran here) the browser hydrates the HTML; otherwise it
   * replaces it (issue 25, docs/first-screen.md).
   */
  layout: FrameLayout;
  /**
   * The sources the plugin modules it shows at once were built from: the plugin page
   * (`plugins/live/src/pages/LiveListPage.tsx`) or, on the console home, each plugin's home widget
   * (issue 25). The server finds their files in the build's asset graph, and so their stylesheets and
   * the modules the browser must have before it hydrates.
   */
  pageSources: string[];
  /**
   * The shared modules (import map specifiers) of the kit's lazily loaded parts that the HTML shows
   * (Semi's DatePicker on a list filtered by a custom range): the server links their stylesheets and
   * preloads them, as the browser loads them before it hydrates (issue 25).
   */
  sharedModules?: string[];
}

/**
 * A page whose address the console's routes answer with another (a container such as
 * `/admin/content/video` with its first child): the server redirects there instead of rendering.
 * `redirect` is the router's own `Location`, a path under the console's base.
 */
export interface RedirectedFrame {
  redirect: string;
}

/** Renders a page's first frame, or says where its address goes, or null when it cannot be faithful (no layout cookie). */
export type FirstFrameRenderer = (input: FirstFrameInput) => Promise<RenderedFrame | RedirectedFrame | null>;
