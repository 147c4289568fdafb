// The server's modules (apps/server/src/modules/<module>/) import each other without a loop: the
// graph of their imports, read from the real tree, has no cycle (docs/architecture.md). Test code
// (`*.test.ts`, `*.fixtures.ts`, a module's test door `testing.ts`) is left out: it may use any
// module it tests with.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './eslint-boundaries.js';

const MODULES = path.join(REPO_ROOT, 'apps', 'server', 'src', 'modules');

/** True for test code, which is not part of the graph. */
function isTestCode(file: string): boolean {
  return /\.(test|fixtures)\.tsx?$/.test(file) || path.basename(file) === 'testing.ts';
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !isTestCode(full) ? [full] : [];
  });
}

/** The module a file lies in, or null outside `modules/`. */
function moduleOf(file: string): string | null {
  const rel = path.relative(MODULES, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const parts = rel.split(path.sep);
  return parts.length > 1 ? (parts[0] ?? null) : null;
}

/** Relative specifiers of every import, re-export and dynamic import of a source text. */
function specifiers(text: string): string[] {
  const found: string[] = [];
  const patterns = [
    /\b(?:import|export)\s[^'";]*?\bfrom\s*['"](\.[^'"]*)['"]/g,
    /\bimport\s*\(\s*['"](\.[^'"]*)['"]\s*\)/g,
    /\bimport\s+['"](\.[^'"]*)['"]/g,
  ];
  for (const pattern of patterns) {
    for (const match of text.matchAll(pattern)) if (match[1]) found.push(match[1]);
  }
  return found;
}

/** Module → the modules it imports, each with one file that shows the import. */
function serverModuleGraph(): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const file of sourceFiles(MODULES)) {
    const from = moduleOf(file);
    if (!from) continue;
    const edges = graph.get(from) ?? new Map<string, string>();
    graph.set(from, edges);
    for (const spec of specifiers(readFileSync(file, 'utf8'))) {
      // `x` stands for any file in the folder named: `../orders` lies in the module `orders`.
      const to = moduleOf(path.resolve(path.dirname(file), spec, 'x'));
      if (to && to !== from && !edges.has(to)) edges.set(to, path.relative(REPO_ROOT, file));
    }
  }
  return graph;
}

/** One cycle of the graph as `a -> b -> … -> a`, or null when there is none. */
function findCycle(graph: Map<string, Map<string, string>>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  function visit(node: string): string[] | null {
    state.set(node, 'open');
    stack.push(node);
    for (const next of [...(graph.get(node)?.keys() ?? [])].sort()) {
      if (state.get(next) === 'open') return [...stack.slice(stack.indexOf(next)), next];
      if (!state.has(next)) {
        const cycle = visit(next);
        if (cycle) return cycle;
      }
    }
    stack.pop();
    state.set(node, 'done');
    return null;
  }
  for (const node of [...graph.keys()].sort()) {
    if (state.has(node)) continue;
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return null;
}

/** A cycle with the file that makes each step, for the failure message. */
function describeCycle(graph: Map<string, Map<string, string>>, cycle: string[]): string {
  return cycle
    .slice(1)
    .map((to, i) => `${cycle[i]} -> ${to} (${graph.get(cycle[i] ?? '')?.get(to)})`)
    .join('\n');
}

describe('the graph of imports between server modules', () => {
  it('is read from the real tree', () => {
    const graph = serverModuleGraph();
    expect(graph.size).toBeGreaterThan(10);
    expect(graph.get('checkout')?.has('orders')).toBe(true);
  });

  it('has no cycle', () => {
    const graph = serverModuleGraph();
    const cycle = findCycle(graph);
    expect(cycle && describeCycle(graph, cycle), 'a cycle between server modules').toBeNull();
  });

  it('finds a planted cycle', () => {
    const graph = new Map([
      ['a', new Map([['b', 'a.ts']])],
      ['b', new Map([['c', 'b.ts']])],
      ['c', new Map([['a', 'c.ts']])],
    ]);
    expect(findCycle(graph)).toEqual(['a', 'b', 'c', 'a']);
  });
});
