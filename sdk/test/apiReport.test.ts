// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { apiReports, differenceMessage, reportDifferences } from '../api-report.mjs';

// Issue 15 §2: the report tool itself, on a small declaration file (the sdk's own surface is
// checked against sdk/api/*.api.md by the pack test, on the declarations of the packed sdk).
const repo = fileURLToPath(new URL('../..', import.meta.url));
mkdirSync(path.join(repo, '.build'), { recursive: true });
const work = mkdtempSync(path.join(repo, '.build', 'api-report-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const entries = { '@greenroom/sdk': 'index', '@greenroom/sdk/host': 'host' };
function built(index: string, host = '/** @internal */\ndeclare function plumbing(): void;\nexport { plumbing };\n') {
  const dist = mkdtempSync(path.join(work, 'dist-'));
  writeFileSync(path.join(dist, 'index.d.ts'), index);
  writeFileSync(path.join(dist, 'host.d.ts'), host);
  return apiReports(dist, entries);
}
const tagged =
  '/** Adds. @public */\ndeclare function add(a: number, b: number): number;\n/** @beta */\ninterface Shape { side: number }\nexport { add, type Shape };\n';

describe('the API report of the built declarations', () => {
  it('records each export with its kind, release tag and declaration, without comments, in a fixed order', () => {
    const { report } = built(tagged)['@greenroom/sdk'];
    expect(report).toContain('# API report: `@greenroom/sdk`');
    expect(report).toContain('## `add` — function — @public\n\n```ts\ndeclare function add(a: number, b: number): number;\n```');
    expect(report).toContain('## `Shape` — interface — @beta');
    expect(report).not.toContain('Adds.');
    // Sorted by code units (upper case first), the same on every machine.
    expect(report.indexOf('`Shape`')).toBeLessThan(report.indexOf('`add`'));
  });

  it('fails an export without a release tag, an @internal one in a plugin entry, a non-internal one in the host entry', () => {
    const reports = built(
      '/** no tag */\ndeclare const untagged: number;\n/** @internal */\ndeclare const hidden: number;\nexport { untagged, hidden };\n',
      '/** @public */\ndeclare const open: number;\nexport { open };\n',
    );
    expect([...reports['@greenroom/sdk'].problems, ...reports['@greenroom/sdk/host'].problems]).toEqual([
      '@greenroom/sdk: export hidden is @internal; move it to @greenroom/sdk/host or tag it @public/@beta',
      '@greenroom/sdk: export untagged has no release tag (@public, @beta or @internal in its TSDoc)',
      '@greenroom/sdk/host: export open is @public; everything of @greenroom/sdk/host is @internal',
    ]);
  });

  it('a changed surface differs from the committed report: the message names the entry, the line and how to update', () => {
    const reportDir = mkdtempSync(path.join(work, 'api-'));
    const before = built(tagged);
    for (const { report, file } of Object.values(before)) writeFileSync(path.join(reportDir, file), report);
    expect(reportDifferences(before, reportDir)).toEqual([]);
    const after = built(tagged.replace('b: number): number', 'b: number, c?: number): number'));
    const differences = reportDifferences(after, reportDir);
    expect(differences).toEqual([
      expect.objectContaining({ entry: '@greenroom/sdk', file: 'index.api.md', built: 'declare function add(a: number, b: number, c?: number): number;' }),
    ]);
    const message = differenceMessage(differences);
    expect(message).toContain('- @greenroom/sdk (sdk/api/index.api.md, line');
    expect(message).toContain('run `npm run api:report`');
  });
});
