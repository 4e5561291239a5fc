// The sdk's recorded public surface (issue 15 §2): one normalized text report per package entry,
// made from the BUILT declarations (dist/*.d.ts, what an outside author compiles against) and
// committed as sdk/api/<entry>.api.md. `npm run api:report` rebuilds and rewrites them; the sdk's
// pack test (run by `npm test`) packs the sdk, reads its declarations and fails, naming the entry,
// when they differ from the committed report — a change of the surface is then a reviewed change of
// the report. Every export carries a TSDoc release tag (@public, @beta or @internal).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Package entry → its declaration file in dist/ (and its report's name). */
export const API_ENTRIES = {
  '@greenroom/sdk': 'index',
  '@greenroom/sdk/host': 'host',
  '@greenroom/sdk/kit': 'kit',
  '@greenroom/sdk/charts': 'charts',
  '@greenroom/sdk/testing': 'testing',
  '@greenroom/sdk/testing/setup': 'testing-setup',
  '@greenroom/sdk/vitest': 'vitest',
};

/** The release tags an export may carry, and the entry whose exports are all internal. */
export const RELEASE_TAGS = ['public', 'beta', 'internal'];
export const INTERNAL_ENTRY = '@greenroom/sdk/host';

/** Where the committed reports are. */
export const REPORT_DIR = path.join(here, 'api');

/** The file name of an entry's report (`@greenroom/sdk/kit` → `kit.api.md`). */
export const reportFile = (entry, entries = API_ENTRIES) => `${entries[entry]}.api.md`;

const KINDS = {
  [ts.SyntaxKind.FunctionDeclaration]: 'function',
  [ts.SyntaxKind.InterfaceDeclaration]: 'interface',
  [ts.SyntaxKind.TypeAliasDeclaration]: 'type',
  [ts.SyntaxKind.VariableDeclaration]: 'const',
  [ts.SyntaxKind.ClassDeclaration]: 'class',
  [ts.SyntaxKind.EnumDeclaration]: 'enum',
};

const printer = ts.createPrinter({ removeComments: true, newLine: ts.NewLineKind.LineFeed });

/** The text of one declaration, without comments, as the compiler prints it. */
function declarationText(decl) {
  const sourceFile = decl.getSourceFile();
  if (ts.isVariableDeclaration(decl)) {
    const list = decl.parent;
    const keyword = list.flags & ts.NodeFlags.Const ? 'const' : list.flags & ts.NodeFlags.Let ? 'let' : 'var';
    return `declare ${keyword} ${printer.printNode(ts.EmitHint.Unspecified, decl, sourceFile)};`;
  }
  return printer.printNode(ts.EmitHint.Unspecified, decl, sourceFile);
}

/** The release tag of a declaration's TSDoc, or null. */
function releaseTag(decl) {
  for (const tag of ts.getJSDocTags(decl)) {
    const name = tag.tagName.text;
    if (RELEASE_TAGS.includes(name)) return name;
  }
  return null;
}

/** The package a declaration file belongs to when it is not the sdk's build; null for the sdk's. */
function packageOf(file, distDir) {
  if (path.resolve(file).startsWith(path.resolve(distDir) + path.sep)) return null;
  for (let dir = path.dirname(file); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    try {
      return JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).name ?? dir;
    } catch {
      // no package.json here: look further up
    }
  }
  return file;
}

/**
 * Reads the built declarations of every entry in `distDir` and returns, per entry, its report text
 * and the problems of its exports (an export without a release tag, an internal export outside
 * `@greenroom/sdk/host`, a public one inside it).
 * @param {string} distDir
 * @param {Record<string, string>} [entries]  package entry → declaration file name (all of the sdk's by default)
 * @returns {Record<string, { report: string, problems: string[], file: string }>}
 */
export function apiReports(distDir, entries = API_ENTRIES) {
  const files = Object.fromEntries(Object.entries(entries).map(([entry, name]) => [entry, path.join(distDir, `${name}.d.ts`)]));
  const program = ts.createProgram(Object.values(files), {
    noEmit: true,
    skipLibCheck: true,
    types: [],
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
  });
  const checker = program.getTypeChecker();
  const results = {};
  for (const [entry, file] of Object.entries(files)) {
    const sourceFile = program.getSourceFile(file);
    if (!sourceFile) throw new Error(`${entry}: ${file} is missing (build the sdk: npx rollup -c sdk/rollup.config.mjs)`);
    const moduleSymbol = checker.getSymbolAtLocation(sourceFile);
    const exported = moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : [];
    const problems = [];
    const sections = [];
    for (const symbol of [...exported].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      const decls = (target.declarations ?? []).filter((d) => KINDS[d.kind]);
      if (decls.length === 0) continue;
      // A type another package declares (the contracts' Page, UserInfo): recorded as a re-export; its
      // own package owns its shape.
      const from = packageOf(decls[0].getSourceFile().fileName, distDir);
      if (from) {
        sections.push(`## \`${symbol.name}\` — re-export\n\n\`\`\`ts\nexport type { ${symbol.name} } from '${from}';\n\`\`\``);
        continue;
      }
      const tag = decls.map(releaseTag).find(Boolean) ?? null;
      if (!tag) problems.push(`${entry}: export ${symbol.name} has no release tag (@public, @beta or @internal in its TSDoc)`);
      else if (entry === INTERNAL_ENTRY && tag !== 'internal')
        problems.push(`${entry}: export ${symbol.name} is @${tag}; everything of ${INTERNAL_ENTRY} is @internal`);
      else if (entry !== INTERNAL_ENTRY && tag === 'internal')
        problems.push(`${entry}: export ${symbol.name} is @internal; move it to ${INTERNAL_ENTRY} or tag it @public/@beta`);
      const kinds = [...new Set(decls.map((d) => KINDS[d.kind]))].join(' + ');
      const local = decls[0].name && ts.isIdentifier(decls[0].name) ? decls[0].name.text : symbol.name;
      const alias = local !== symbol.name ? ` (declared as \`${local}\`)` : '';
      const body = decls.map(declarationText).join('\n\n');
      sections.push(`## \`${symbol.name}\`${alias} — ${kinds} — @${tag ?? 'untagged'}\n\n\`\`\`ts\n${body}\n\`\`\``);
    }
    const header = [
      `# API report: \`${entry}\``,
      '',
      `Generated by \`npm run api:report\` from the built declarations (\`dist/${entries[entry]}.d.ts\`). Do not edit by hand:`,
      'the sdk tests fail when the built surface differs from this file. A change here is a change of',
      "the sdk's API: see the semver policy in README.md (what a minor may add, what needs a major).",
    ].join('\n');
    results[entry] = { report: `${[header, ...sections].join('\n\n')}\n`, problems, file: reportFile(entry, entries) };
  }
  return results;
}

/** Entries whose built surface differs from the committed report, with the first differing line. */
export function reportDifferences(reports, reportDir = REPORT_DIR) {
  const differences = [];
  for (const [entry, { report, file }] of Object.entries(reports)) {
    let committed = '';
    try {
      committed = readFileSync(path.join(reportDir, file), 'utf8');
    } catch {
      differences.push({ entry, file, line: 0, committed: '(no report)', built: report.split('\n')[0] });
      continue;
    }
    if (committed === report) continue;
    const a = committed.split('\n');
    const b = report.split('\n');
    const line = a.findIndex((text, i) => text !== b[i]);
    const at = line === -1 ? a.length : line;
    differences.push({ entry, file, line: at + 1, committed: a[at] ?? '(end)', built: b[at] ?? '(end)' });
  }
  return differences;
}

/** The failure message of a check: which entries changed and how to update the reports. */
export function differenceMessage(differences) {
  const lines = differences.map((d) => `- ${d.entry} (sdk/api/${d.file}, line ${d.line}):\n    committed: ${d.committed}\n    built:     ${d.built}`);
  return [
    "The sdk's built API differs from its committed report:",
    ...lines,
    'If the change is intended, run `npm run api:report`, review sdk/api/*.api.md and commit them (and follow',
    'the semver policy of README.md: a removal or an incompatible change needs a major version).',
  ].join('\n');
}

// `node sdk/api-report.mjs --write [distDir]` rewrites the reports; `--check` compares them.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const write = process.argv.includes('--write');
  const distDir = process.argv.slice(2).find((a) => !a.startsWith('--')) ?? path.join(here, 'dist');
  const reports = apiReports(distDir);
  const problems = Object.values(reports).flatMap((r) => r.problems);
  if (problems.length > 0) {
    console.error(`Exports without a proper release tag:\n${problems.map((p) => `- ${p}`).join('\n')}`);
    process.exitCode = 1;
  }
  if (write) {
    for (const { report, file } of Object.values(reports)) writeFileSync(path.join(REPORT_DIR, file), report);
    console.log(
      `API reports written: ${Object.values(reports)
        .map((r) => `sdk/api/${r.file}`)
        .join(', ')}`,
    );
  } else {
    const differences = reportDifferences(reports);
    if (differences.length > 0) {
      console.error(differenceMessage(differences));
      process.exitCode = 1;
    } else console.log('The sdk API matches its reports.');
  }
}
