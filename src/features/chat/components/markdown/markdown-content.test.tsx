import { render, screen, waitFor, within } from '@testing-library/react';

import MarkdownContent from './markdown-content';

// KaTeX loads lazily: on a busy machine that takes more than waitFor's default second (a hang
// detector, not a speed check).
const LOADED = { timeout: 15_000 };

const table = [
  'Compara los métodos:',
  '',
  '| Método | Paso 1 | ¿Cuándo usarlo? |',
  '|---|:---:|---|',
  '| Sustitución | Despeja una variable | Si un coeficiente es 1 |',
  '| Reducción | Iguala coeficientes | Si los coeficientes se parecen |',
].join('\n');

describe('MarkdownContent', () => {
  it('renders a GFM table as a table with its headers and cells, in a named scroll box', () => {
    render(<MarkdownContent text={table} />);
    const box = screen.getByRole('region', { name: 'Tabla' });
    expect(box).toHaveAttribute('tabindex', '0');
    const grid = within(box).getByRole('table');
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Método', 'Paso 1', '¿Cuándo usarlo?']);
    expect(within(grid).getAllByRole('row')).toHaveLength(3);
    expect(within(grid).getByRole('cell', { name: 'Iguala coeficientes' })).toBeInTheDocument();
    // No raw pipes left in the text.
    expect(document.body.textContent).not.toContain('|');
  });

  it('keeps a lone tilde as text and strikes through a double one', () => {
    const { container } = render(<MarkdownContent text={'Da ~5 y ~~7~~ no.'} />);
    expect(container.textContent).toContain('~5');
    expect(container.querySelector('del')?.textContent).toBe('7');
  });

  it('autolinks a bare URL through the chat link rule, and leaves a javascript: one as text', () => {
    const { container } = render(
      <MarkdownContent
        text={'Mira https://es.khanacademy.org y [esto](javascript:steal(document.cookie))'}
      />,
    );
    const link = screen.getByRole('link', { name: 'https://es.khanacademy.org' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(container.querySelector('a[href^="javascript"]')).toBeNull();
    expect(container.querySelector('[data-blocked-link]')?.textContent).toBe('esto');
  });

  it('shows a plain paragraph without a table box', () => {
    render(<MarkdownContent text="Sin tablas aquí." />);
    expect(screen.queryByRole('region')).toBeNull();
  });

  describe('typed (a student message): only formulas are rendered', () => {
    it('renders the formula with KaTeX and leaves everything else as typed', async () => {
      const text = [
        'Tengo $x^2$ y 5*3*2 = 30, x_1 y **no**',
        '- 3 + 4',
        '# 5',
        '1. mi respuesta',
        '[a](https://example.org) <b>hola</b> `c` &amp;',
      ].join('\n');
      const { container } = render(<MarkdownContent text={text} typed />);
      await waitFor(() => expect(container.querySelector('.katex')).not.toBeNull(), LOADED);
      expect(container.querySelector('.katex annotation')?.textContent).toBe('x^2');
      // Nothing else became markup: no emphasis, list, heading, link, HTML or code.
      expect(container.querySelector('em, strong, ul, ol, li, h1, a, b, code, pre')).toBeNull();
      const shown = container.querySelector('p')!;
      const plain = shown.textContent!.replace(/^Tengo .*? y /, 'Tengo … y ');
      expect(plain).toBe(
        [
          'Tengo … y 5*3*2 = 30, x_1 y **no**',
          '- 3 + 4',
          '# 5',
          '1. mi respuesta',
          '[a](https://example.org) <b>hola</b> `c` &amp;',
        ].join('\n'),
      );
      // Line breaks are kept on screen.
      expect(container.firstElementChild).toHaveClass('[&_p]:whitespace-pre-wrap');
    });

    it('keeps money and backslashes as typed, with no formula', () => {
      const { container } = render(
        <MarkdownContent text={'Pagué $5 y luego $6, ruta C:\\temp\\'} typed />,
      );
      expect(container.textContent).toBe('Pagué $5 y luego $6, ruta C:\\temp\\');
      expect(container.querySelector('.katex')).toBeNull();
    });

    it('renders \\( \\) formulas too', async () => {
      const { container } = render(<MarkdownContent text={'raíz: \\(\\sqrt{16}\\)'} typed />);
      await waitFor(() => expect(container.querySelector('.katex')).not.toBeNull(), LOADED);
      expect(container.querySelector('.katex annotation')?.textContent).toBe('\\sqrt{16}');
      expect(container.textContent).toMatch(/^raíz: /);
    });
  });
});
