import { describe, expect, it } from 'vitest';

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

describe('prerenderedHtml for a shell', () => {
  const html = prerenderedHtml(indexHtml, {
    path: '/',
    markup: '<main>Shell</main>',
    css: {},
    preload: [],
    gate: 'GATE()',
  });

  it('marks the root as a shell (replaced, not hydrated) and hides it unless the gate opens it', () => {
    expect(html).toContain('<div id="root" data-shell="/"><main>Shell</main></div>');
    expect(html).not.toContain('data-prerendered');
    expect(html).toContain('<script>GATE()</script>');
    expect(html).toContain('html:not([data-shell="/"]) #root[data-shell]{display:none}');
  });
});
