// @vitest-environment node
/**
 * Issue 28 "Small": `host/src/shell/breakpoints.ts` and `firstFrame.ts` imported each other. No module
 * of the host may reach itself again through its relative imports (type-only imports included: a
 * cycle is a knot for the reader even when the bundler erases it).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../src', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sources(file);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [file] : [];
  });
}

function resolve(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  return [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx'), base].find(
    (file) => existsSync(file) && statSync(file).isFile(),
  );
}

/** Each source file → the host files it imports by relative path. */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sources(SRC)) {
    const specifiers = [...readFileSync(file, 'utf8').matchAll(/(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s+'(\.[^']+)'/g)].map((m) => m[1]);
    graph.set(
      file,
      specifiers.map((s) => resolve(file, s)).filter((f): f is string => f !== undefined),
    );
  }
  return graph;
}

/** The import cycles of the graph, each as the files around it. */
function cycles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') found.push(stack.slice(stack.indexOf(next)).map((f) => path.relative(SRC, f)));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return found;
}

describe('issue 28: the host has no import cycles', () => {
  it('breakpoints.ts and firstFrame.ts no longer import each other', () => {
    const graph = importGraph();
    const breakpoints = path.join(SRC, 'shell/breakpoints.ts');
    const firstFrame = path.join(SRC, 'shell/firstFrame.ts');
    expect(graph.get(breakpoints)).not.toContain(firstFrame);
  });

  it('no module of host/src reaches itself through relative imports', () => {
    expect(cycles(importGraph())).toEqual([]);
  });
});
