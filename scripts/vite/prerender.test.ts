import { describe, expect, it } from 'vitest';

import { EARLY_INPUT_SCRIPT } from '../../src/lib/early-input.ts';

import { pageFile, prerenderedHtml } from './prerender.ts';

const indexHtml = `<!doctype html><html><head><title>T</title>
<script type="module" crossorigin src="/assets/index-A.js"></script>
<link rel="modulepreload" crossorigin href="/assets/ui-B.js">
<link rel="stylesheet" crossorigin href="/assets/index-C.css">
</head><body><div id="root"></div></body></html>`;

describe('prerenderedHtml', () => {
  const html = prerenderedHtml(indexHtml, {
    path: '/auth',
    markup: '<main>Iniciar Sesión $& $1</main>',
    css: { 'assets/index-C.css': 'body{color:red}' },
    preload: ['assets/auth-D.js', 'assets/ui-B.js'],
  });

  it('puts the markup, verbatim, in #root and marks the page it was rendered for', () => {
    expect(html).toContain(
      '<div id="root" data-prerendered="/auth"><main>Iniciar Sesión $& $1</main></div>',
    );
  });

  it('inlines the stylesheet instead of linking it', () => {
    expect(html).toContain('<style>body{color:red}</style>');
    expect(html).not.toContain('index-C.css');
  });

  it('preloads the route chunk once, keeping the entry script', () => {
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/auth-D.js">');
    expect(html.match(/ui-B\.js/g)).toHaveLength(1);
    expect(html).toContain('src="/assets/index-A.js"');
  });

  it('requests no script before the page has arrived: entry and preloads follow the markup', () => {
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toMatch(/<script type="module"|modulepreload/);
    const markupEnd = html.indexOf('</main></div>') + '</main></div>'.length;
    const tail = html.slice(markupEnd, html.indexOf('</body>'));
    expect(tail).toBe(
      '<script type="module" crossorigin src="/assets/index-A.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/ui-B.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/auth-D.js">',
    );
  });

  it('guards taps and submits from the first paint: the early-input script runs in <head>', () => {
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`<script>${EARLY_INPUT_SCRIPT}</script>`);
    expect(html.split(EARLY_INPUT_SCRIPT)).toHaveLength(2);
  });

  it('refuses an index.html without an empty root', () => {
    expect(() =>
      prerenderedHtml('<div id="root">x</div>', { path: '/a', markup: '', css: {}, preload: [] }),
    ).toThrow(/root/);
  });
});

describe('pageFile', () => {
  it('names the file static servers answer the path with', () => {
    expect(pageFile('/auth')).toBe('auth.html');
    expect(pageFile('/auth/')).toBe('auth.html');
    expect(pageFile('/')).toBe('index.html');
  });
});

describe('prerenderedHtml with a shell beside the signed-out page', () => {
  const html = prerenderedHtml(indexHtml, {
    path: '/auth',
    markup: '<main>Iniciar Sesión</main>',
    css: {},
    preload: ['assets/auth-D.js', 'assets/ui-B.js'],
    shell: {
      path: '/',
      markup: '<main>Shell</main>',
      preload: ['assets/chat-E.js'],
      gate: 'GATE()',
    },
  });

  it('puts the page in #root (hydrated) and the shell beside it (replaced)', () => {
    expect(html).toContain(
      '<div id="root" data-prerendered="/auth"><main>Iniciar Sesión</main></div>' +
        '<div data-shell="/"><main>Shell</main></div>',
    );
  });

  it('runs the gate in <head> and hides each screen unless the gate chose it', () => {
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<script>GATE()</script>');
    expect(head).toContain(
      'html:not([data-show="/"]) [data-shell="/"],html:not([data-show="/auth"]) #root[data-prerendered]{display:none}',
    );
  });

  /** The modulepreload links the page's preload script adds for a <html data-show> value. */
  function preloadsFor(show: string | undefined): string[] {
    const script = /<script>(\(function\(\)\{var f=.*?)<\/script><\/body>/.exec(html)?.[1];
    if (!script) throw new Error('no preload script at the end of <body>');
    const added: Array<{ rel: string; href: string; crossOrigin: string }> = [];
    const link = { rel: '', href: '', crossOrigin: '' };
    const document = {
      documentElement: { dataset: show === undefined ? {} : { show } },
      createElement: () => ({ ...link }),
      head: { appendChild: (l: typeof link) => added.push(l) },
    };
    new Function('document', script)(document);
    expect(added.every((l) => l.rel === 'modulepreload' && l.crossOrigin === '')).toBe(true);
    return added.map((l) => l.href);
  }

  it("preloads only the shown screen's chunks, once, after the markup", () => {
    // ui-B.js is the entry's own preload (kept as a link); the page's own chunk is added for it.
    expect(preloadsFor('/auth')).toEqual(['/assets/auth-D.js']);
    expect(preloadsFor('/')).toEqual(['/assets/chat-E.js']);
    // Any other path: the app renders there; as before, the shell's chunks.
    expect(preloadsFor(undefined)).toEqual(['/assets/chat-E.js']);
    expect(html.match(/ui-B\.js/g)).toHaveLength(1);
    expect(html).not.toContain('<link rel="modulepreload" crossorigin href="/assets/auth-D.js">');
  });
});
