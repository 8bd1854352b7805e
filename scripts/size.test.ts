import { describe, expect, it } from 'vitest';

import { entryKey, routeFiles, staticClosure, type Manifest } from './size';

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js'],
    dynamicImports: ['src/app/routes/auth.tsx', 'src/app/routes/chat.tsx'],
  },
  '_react.js': { file: 'assets/react.js' },
  '_ui.js': { file: 'assets/ui.js', imports: ['_react.js'], css: ['assets/ui.css'] },
  '_markdown.js': { file: 'assets/markdown.js' },
  'src/app/routes/auth.tsx': { file: 'assets/auth.js', isDynamicEntry: true, imports: ['_ui.js'] },
  'src/app/routes/chat.tsx': {
    file: 'assets/chat.js',
    isDynamicEntry: true,
    imports: ['_ui.js', '_markdown.js'],
  },
  'style.css': { file: 'assets/style.css' },
};

describe('size script', () => {
  it('finds the HTML entry', () => {
    expect(entryKey(manifest)).toBe('index.html');
  });

  it('counts a route as the entry, the route chunk and their static imports, once each', () => {
    expect(routeFiles(manifest, ['src/app/routes/auth.tsx'])).toEqual([
      'assets/auth.js',
      'assets/index.js',
      'assets/react.js',
      'assets/ui.js',
    ]);
  });

  it('leaves out what other routes load lazily', () => {
    expect(routeFiles(manifest, ['src/app/routes/auth.tsx'])).not.toContain('assets/markdown.js');
    expect(routeFiles(manifest, ['src/app/routes/chat.tsx'])).toContain('assets/markdown.js');
  });

  it('refuses a key missing from the manifest', () => {
    expect(() => staticClosure(manifest, ['nope'])).toThrow('nope');
  });
});
