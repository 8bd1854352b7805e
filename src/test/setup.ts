import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// The `web` project runs a worker's files in one module registry (vitest.config.ts): a fresh
// registry per file gives each file its own stores and module state, as if it ran alone.
vi.resetModules();

// findBy*/waitFor give up after this long: a hang detector, not a speed check. A busy 2-core
// machine can take over a second to render a screen (the library's default is one second).
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
