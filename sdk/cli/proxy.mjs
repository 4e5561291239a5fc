// The console with one plugin added, for `greenroom-plugin dev`: a local proxy in front of a running
// console (the repository's `npm start`, or a remote one) that
//   - serves the plugin's dist/ at /admin/ext/<id>/ (no-cache: a reload fetches the rebuilt files);
//   - adds the plugin, as dist/manifest.json says at that moment, to the enabled-plugin listing the
//     console page carries (<script id="gr-plugins">) and to /admin/plugins.json;
//   - forwards everything else, and rewrites the proxy's address to the console's in SSO service
//     addresses, Origin and Referer (and back in redirects), so that signing in through the proxy
//     works: the session cookie then belongs to the proxy's address, and a reload keeps it.
import { existsSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import path from 'node:path';
import { parsePluginManifest } from '../manifest.mjs';

const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

/** The listing script of the console page (server/src/modules/static.ts writes it). */
const LISTING = /(<script type="application\/json" id="gr-plugins">)([\s\S]*?)(<\/script>)/;

/** JSON safe inside a <script> element (as the server writes it). */
const scriptJson = (value) => JSON.stringify(value).replaceAll('<', '\\u003c').replaceAll('\u2028', '\\u2028').replaceAll('\u2029', '\\u2029');

/** Replaces an origin in text, plain and URL-encoded. */
const swap = (text, from, to) => text.replaceAll(from, to).replaceAll(encodeURIComponent(from), encodeURIComponent(to));

function readBody(stream) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

/**
 * Starts the proxy; resolves once it listens.
 * @param {{ consoleUrl: string, port: number, pluginId: string, distDir: string }} options
 * @returns {Promise<{ url: string, close(): Promise<void> }>}
 */
export function startConsoleProxy({ consoleUrl, port, pluginId, distDir }) {
  const target = new URL(consoleUrl);
  const prefix = `/admin/ext/${encodeURIComponent(pluginId)}/`;
  let own = '';

  /** The plugin's listing entry from dist/manifest.json now, or null before the first good build. */
  const pluginEntry = () => {
    const file = path.join(distDir, 'manifest.json');
    if (!existsSync(file)) return null;
    const [plugin] = parsePluginManifest(readFileSync(file, 'utf8')).plugins;
    return plugin ? { ...plugin, entry: prefix + plugin.entry, css: (plugin.css ?? []).map((href) => prefix + href), enabled: true } : null;
  };
  const withPlugin = (listing) => {
    const plugin = pluginEntry();
    return plugin ? { ...listing, plugins: [...(listing.plugins ?? []).filter((p) => p.id !== pluginId), plugin] } : listing;
  };

  const serveFile = (request, response) => {
    const relative = decodeURIComponent(new URL(request.url, own).pathname.slice(prefix.length));
    const file = path.resolve(distDir, relative);
    if (!file.startsWith(distDir + path.sep) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not Found');
      return;
    }
    const body = readFileSync(file);
    response.writeHead(200, {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-cache',
      'content-length': body.length,
    });
    response.end(request.method === 'HEAD' ? undefined : body);
  };

  const forward = async (request, response) => {
    const headers = { ...request.headers, host: target.host };
    delete headers['accept-encoding'];
    for (const name of ['origin', 'referer']) if (typeof headers[name] === 'string') headers[name] = headers[name].replace(own, target.origin);
    let body = await readBody(request);
    if (/x-www-form-urlencoded/.test(headers['content-type'] ?? '')) body = Buffer.from(swap(body.toString('utf8'), own, target.origin));
    // The body was read whole (and maybe rewritten): send it with its length, not chunked.
    delete headers['transfer-encoding'];
    if (body.length > 0 || headers['content-length'] !== undefined) headers['content-length'] = String(body.length);
    const client = target.protocol === 'https:' ? https : http;
    const upstream = client.request(new URL(swap(request.url, own, target.origin), target), { method: request.method, headers }, async (answer) => {
      const out = { ...answer.headers };
      if (typeof out.location === 'string') out.location = out.location.replace(target.origin, own);
      if (out['set-cookie']) out['set-cookie'] = out['set-cookie'].map((cookie) => cookie.replace(/;\s*domain=[^;]*/i, ''));
      delete out['strict-transport-security'];
      const pathname = new URL(request.url, own).pathname;
      const isPage = /^text\/html/.test(out['content-type'] ?? '') && pathname.startsWith('/admin');
      if (!isPage && pathname !== '/admin/plugins.json') {
        response.writeHead(answer.statusCode ?? 502, out);
        answer.pipe(response);
        return;
      }
      let text = (await readBody(answer)).toString('utf8');
      if (isPage) text = text.replace(LISTING, (_, open, json, close) => open + scriptJson(withPlugin(JSON.parse(json))) + close);
      else if (answer.statusCode === 200) text = scriptJson(withPlugin(JSON.parse(text)));
      delete out.etag;
      out['cache-control'] = 'no-cache';
      out['content-length'] = String(Buffer.byteLength(text));
      response.writeHead(answer.statusCode ?? 502, out).end(text);
    });
    upstream.on('error', (error) => {
      if (response.headersSent) return response.destroy();
      response
        .writeHead(502, { 'content-type': 'text/plain; charset=utf-8' })
        .end(`无法连接控制台 ${target.origin}：${error.message}\n请先启动它（Greenroom 仓库中 npm start），或以 --console <url> 指定。`);
    });
    upstream.end(body);
  };

  const server = http.createServer((request, response) => {
    const handle = request.url?.startsWith(prefix) ? Promise.resolve(serveFile(request, response)) : forward(request, response);
    handle.catch((error) => {
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      response.end(String(error));
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      own = `http://localhost:${typeof address === 'object' && address ? address.port : port}`;
      resolve({ url: own, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}
