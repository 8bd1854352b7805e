import { render, screen } from '@testing-library/react';

import { NameField } from '@/features/auth/components/profile-fields';
import { USER_METADATA_MAX_CHARS } from '@shared/tutor/limits';

describe('NameField', () => {
  it('is the name box with the stored limit, autocomplete and placeholder, under the given label', () => {
    render(<NameField label="Nombre completo" error="Escribe tu nombre" />);
    const control = screen.getByRole('textbox', { name: 'Nombre completo' });
    expect(control).toHaveAttribute('name', 'name');
    expect(control).toHaveAttribute('maxlength', String(USER_METADATA_MAX_CHARS.name));
    expect(control).toHaveAttribute('autocomplete', 'name');
    expect(control).toHaveAttribute('placeholder', 'Tu nombre');
    expect(control).toHaveClass('pl-10');
    expect(control).toHaveAccessibleDescription('Escribe tu nombre');
  });
});
