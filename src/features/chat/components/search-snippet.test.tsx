import { render } from '@testing-library/react';

import SearchSnippet from './search-snippet';

describe('SearchSnippet', () => {
  it('shows the passage without Markdown or LaTeX marks and marks every match', () => {
    const { container } = render(
      <SearchSnippet
        snippet={'…el **Área** de un cuadrado de lado $x$ es $x^2$; [el área](https://x.org) …'}
        query="area"
      />,
    );
    const snippet = container.querySelector('[data-testid="search-snippet"]')!;
    expect(snippet.textContent).toBe('…el Área de un cuadrado de lado x es x²; el área …');
    expect(Array.from(snippet.querySelectorAll('mark'), (m) => m.textContent)).toEqual([
      'Área',
      'área',
    ]);
  });

  it('marks nothing when the match was only in the markup', () => {
    const { container } = render(
      <SearchSnippet snippet={'la mitad: $\\frac{1}{2}$'} query="frac" />,
    );
    expect(container.textContent).toBe('la mitad: 1/2');
    expect(container.querySelector('mark')).toBeNull();
  });
});
