import { render, screen } from '@testing-library/react';
import { Download } from 'lucide-react';

import { IconHeading } from './icon-heading';

describe('IconHeading', () => {
  it('is a level-2 heading named by its text, with the icon hidden and the given classes', () => {
    const { container } = render(
      <IconHeading
        icon={Download}
        id="download"
        className="text-base text-slate-900"
        iconClassName="text-indigo-600"
      >
        Descargar mis datos
      </IconHeading>,
    );
    const heading = screen.getByRole('heading', { level: 2, name: 'Descargar mis datos' });
    expect(heading).toHaveAttribute('id', 'download');
    expect(heading).toHaveClass('flex', 'items-center', 'gap-2', 'font-semibold', 'text-base');
    const icon = container.querySelector('svg');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(icon).toHaveClass('h-5', 'w-5', 'text-indigo-600');
    expect(heading.firstElementChild).toBe(icon);
  });

  it('can be a level-3 heading', () => {
    render(
      <IconHeading icon={Download} level={3}>
        Datos
      </IconHeading>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Datos' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  });
});
