/**
 * What the built page (esbuild.config.mjs writes it) and the host's script (host/src/main.tsx reads
 * it) agree on, declared once for both.
 */

/** The id of the page's JSON list of the modules a console page imports at once (issue 25). */
export const PAGE_MODULES_ID = 'gr-page-modules';

/**
 * The id of the page's JSON data of the shared modules each plugin page imports (issue 25), which the
 * page's CSS loader reads when a plugin page's file arrives (esbuild.config.mjs `pageSharedOf`).
 */
export const PAGE_SHARED_ID = 'gr-page-shared';
