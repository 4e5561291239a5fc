import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/connect';
import { createTestApp } from './helpers';

// Static hosting never touches the database: the lazily opened PGlite is never started.
const { db } = openDatabase({});
const apps: FastifyInstance[] = [];

afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await db.destroy();
});

function write(file: string, content: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

/** A console with one valid extra manifest and one malformed one; returns its log lines. */
async function serve(malformed: string) {
  const base = mkdtempSync(path.join(tmpdir(), 'gr-manifest-'));
  const staticDir = path.join(base, 'admin');
  write(path.join(staticDir, 'index.html'), '<!doctype html><html><head><!--gr:plugins--></head><body></body></html>');
  const good = path.join(base, 'good', 'manifest.json');
  write(good, JSON.stringify({ plugins: [{ id: 'hello', version: '0.1.0', entry: 'hello-CCCC3333.js', sdk: '^1', hash: 'CCCC3333' }] }));
  const bad = path.join(base, 'bad', 'manifest.json');
  write(bad, malformed);
  const lines: { level: number; msg: string; manifest?: string; problems?: string[] }[] = [];
  const app = await createTestApp(db, {
    staticDir,
    extraManifests: [bad, good],
    logger: { level: 'error', stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
  });
  apps.push(app);
  const html = (await app.inject({ url: '/admin/' })).body;
  const json = html.match(/<script type="application\/json" id="gr-plugins">(.*?)<\/script>/s)?.[1] ?? '{}';
  return { lines, bad, listing: JSON.parse(json) as { plugins: { id: string; entry: string; css: string[] }[] } };
}

describe('extra plugin manifests are read through the sdk validator', () => {
  it('ignores a manifest whose entry lacks fields, logging the file and every faulty field', async () => {
    const { lines, bad, listing } = await serve(JSON.stringify({ plugins: [{ id: 'broken', version: '1.0.0', sdk: 7 }] }));
    // The valid manifest still loads, with css defaulted by the shared validator.
    expect(listing.plugins).toEqual([expect.objectContaining({ id: 'hello', entry: '/admin/ext/hello/hello-CCCC3333.js', css: [] })]);
    const logged = lines.find((line) => line.manifest === bad);
    expect(logged?.msg).toContain('extra plugin manifest ignored');
    expect(logged?.problems).toEqual([
      expect.stringContaining('plugins[0].entry'),
      expect.stringContaining('plugins[0].sdk'),
      expect.stringContaining('plugins[0].hash'),
    ]);
    expect(logged?.msg).toContain('plugins[0].entry');
  });

  it('ignores a manifest that is not JSON, or not { plugins: [...] }, saying so', async () => {
    const notJson = await serve('{"plugins": [');
    expect(notJson.lines.find((line) => line.manifest === notJson.bad)?.msg).toContain('不是合法的 JSON');
    const wrongShape = await serve(JSON.stringify([{ id: 'x' }]));
    expect(wrongShape.lines.find((line) => line.manifest === wrongShape.bad)?.msg).toContain('{ "plugins": [...] }');
    expect(wrongShape.listing.plugins.map((p) => p.id)).toEqual(['hello']);
  });
});
