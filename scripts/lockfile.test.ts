/**
 * What a fresh clone's `npm ci` installs, read from the committed lock file:
 * - every package runs on the Node versions package.json promises (its `engines.node`), so an
 *   install on the oldest supported Node prints no engine warning;
 * - one KaTeX: the chat loads KaTeX's stylesheet from the `katex` package and renders with the copy
 *   rehype-katex imports, and the two must be the same version for the formulas to be laid out right.
 */
import { readFileSync } from 'node:fs';

import { minVersion, satisfies } from 'semver';
import { describe, expect, it } from 'vitest';

interface LockPackage {
  version?: string;
  engines?: { node?: string } | string[];
  optional?: boolean;
}

const read = (file: string) =>
  JSON.parse(readFileSync(new URL(`../${file}`, import.meta.url), 'utf8'));
const manifest = read('package.json') as { engines: { node: string } };
const lock = read('package-lock.json') as { packages: Record<string, LockPackage> };
const installed = Object.entries(lock.packages).filter(([key]) => key.startsWith('node_modules/'));

describe('the committed lock file', () => {
  it('holds only packages that run on the oldest Node the project supports', () => {
    const oldest = minVersion(manifest.engines.node)!.version;
    const refusing = installed
      .filter(([, pkg]) => {
        const range = !Array.isArray(pkg.engines) ? pkg.engines?.node : undefined;
        return range !== undefined && !satisfies(oldest, range);
      })
      .map(([key, pkg]) => `${key} (node ${(pkg.engines as { node: string }).node})`);
    expect(oldest).toBe('20.19.0');
    expect(refusing).toEqual([]);
  });

  it('installs one KaTeX, the version the Markdown renderer uses', () => {
    const katex = installed.filter(([key]) => key.endsWith('node_modules/katex'));
    expect(katex.map(([key]) => key)).toEqual(['node_modules/katex']);
  });
});
