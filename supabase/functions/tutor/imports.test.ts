/**
 * The function's files form no import cycle (type-only imports included): each file may import
 * only files below it, so handler.ts is imported by nothing but the entries and tests.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const IMPORT = /^\s*(?:import|export)\b[^'"]*?from\s+['"](\.{1,2}\/[^'"]+)['"]/gm;

/** Relative imports of every non-test .ts file under tutor/ and _shared/, by path from root. */
function graph(): Map<string, string[]> {
  const edges = new Map<string, string[]>();
  for (const dir of ['tutor', '_shared']) {
    for (const name of readdirSync(join(root, dir))) {
      if (!name.endsWith('.ts') || name.includes('.test.') || name === 'test-setup.ts') continue;
      const file = join(dir, name);
      const source = readFileSync(join(root, file), 'utf8');
      const targets = [...source.matchAll(IMPORT)].map((m) =>
        normalize(relative(root, join(root, dir, m[1]!))),
      );
      edges.set(file, targets);
    }
  }
  return edges;
}

function cycles(edges: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (node: string) => {
    state.set(node, 'open');
    path.push(node);
    for (const next of edges.get(node) ?? []) {
      if (state.get(next) === 'open') found.push([...path.slice(path.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(node, 'done');
  };
  for (const node of edges.keys()) if (!state.has(node)) visit(node);
  return found;
}

describe('imports of the tutor function', () => {
  it('finds a cycle when there is one (the checker itself)', () => {
    const edges = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['a.ts']],
    ]);
    expect(cycles(edges)).toEqual([['a.ts', 'b.ts', 'a.ts']]);
  });

  it('has no import cycle', () => {
    const edges = graph();
    expect(edges.get('tutor/turn.ts')).toContain('tutor/turn-context.ts');
    expect(cycles(edges)).toEqual([]);
  });

  it('no file below handler.ts imports it', () => {
    const importers = [...graph()]
      .filter(([, targets]) => targets.includes('tutor/handler.ts'))
      .map(([file]) => file);
    expect(importers).toEqual(['tutor/index.ts']);
  });
});
