/**
 * The public watch page's script (issue 26 §2 "viewers online"): it holds the page's presence
 * stream, `/live/{id}/presence`, for as long as the page is open — that open stream is the viewer
 * the console counts. EventSource reconnects by itself after a network loss. No inline script: the
 * public pages' Content-Security-Policy allows this origin's files only.
 */
import { createHash } from 'node:crypto';

const WATCH_SCRIPT = `(function () {
  'use strict';
  var node = document.querySelector('[data-live-presence]');
  if (!node || typeof EventSource !== 'function') return;
  var source = new EventSource(node.getAttribute('data-live-presence'));
  window.addEventListener('pagehide', function () { source.close(); });
})();
`;

const body = Buffer.from(WATCH_SCRIPT);
const hash = createHash('sha256').update(body).digest('base64url').slice(0, 10);

export const WATCH_SCRIPT_ASSET = { path: `/public-pages/watch.${hash}.js`, body, etag: `"${hash}"` };
