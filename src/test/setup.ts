import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

// The `web` project runs a worker's files in one jsdom and one module registry (vitest.config.ts).
// This file runs before each test file and its hooks belong to that file, so every file starts as
// if it ran alone: fresh modules (its own stores, its own vi.mock replacements) now, and no
// globals, environment values, fake clock or storage left behind when it ends.
forgetReplacedModules();
vi.resetModules();

// findBy*/waitFor give up after this long: a hang detector, not a speed check. A busy 2-core
// machine can take over a second to render a screen (the library's default is one second).
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});

afterAll(async () => {
  // A screen's lazy imports (routes, dialogs) that are still loading would finish inside the next
  // file, after its fresh start, and hand it modules built against this file's replacements.
  await vi.dynamicImportSettled();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  sessionStorage.clear();
  document.documentElement.className = '';
  document.documentElement.removeAttribute('style');
});

type ModuleNode = {
  promise?: unknown;
  exports?: unknown;
  evaluated?: boolean;
  mockedExports?: unknown;
  importers?: Set<string>;
};

/**
 * Vitest keeps each file's vi.mock factories apart, but caches the module a factory returned under
 * `mock:<path>`, and vi.resetModules() keeps those entries: the next file that mocks the same path
 * would get the previous file's replacement (its vi.fn()s, its missing exports). Vitest clears them
 * itself between isolated files; in a shared worker this does the same. It reads Vitest's worker
 * state, which has no public API for this, so it fails loudly if that shape ever changes.
 */
function forgetReplacedModules(): void {
  const state = (
    globalThis as { __vitest_worker__?: { evaluatedModules?: { idToModuleMap?: unknown } } }
  ).__vitest_worker__;
  const modules = state?.evaluatedModules?.idToModuleMap;
  if (!(modules instanceof Map)) {
    throw new Error(
      'src/test/setup.ts: Vitest changed its worker state; the web tests cannot share a worker safely.',
    );
  }
  for (const [id, node] of modules as Map<string, ModuleNode>) {
    if (!id.startsWith('mock:')) continue;
    node.promise = undefined;
    node.exports = undefined;
    node.evaluated = false;
    node.mockedExports = undefined;
    node.importers?.clear();
  }
}
