import { render, screen } from '@testing-library/react';

import { SupportModal } from './support-modal';

const contacts = vi.hoisted(() => ({
  supportWhatsapp: ['', ''] as [string, string],
  supportEmail: '',
}));
vi.mock('@/config/env', () => ({ env: contacts }));

describe('SupportModal contacts', () => {
  it('with none configured shows no invented contact and says so', () => {
    contacts.supportWhatsapp = ['', ''];
    contacts.supportEmail = '';
    render(<SupportModal onClose={() => undefined} />);
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(screen.getByText(/aún no están configurados/)).toBeInTheDocument();
    // Nobody to answer: no promise of an answer.
    expect(screen.queryByText(/Responderemos/)).not.toBeInTheDocument();
  });

  it('shows exactly the configured ones', () => {
    contacts.supportWhatsapp = ['+52 55 1234 5678', ''];
    contacts.supportEmail = 'soporte@example.com';
    render(<SupportModal onClose={() => undefined} />);
    expect(screen.getByRole('link', { name: 'WhatsApp 1' })).toHaveAttribute(
      'href',
      'https://wa.me/525512345678',
    );
    expect(screen.queryByRole('link', { name: 'WhatsApp 2' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Correo electrónico' }).getAttribute('href')).toMatch(
      /^mailto:soporte@example\.com\?subject=/,
    );
    expect(screen.queryByText(/aún no están configurados/)).not.toBeInTheDocument();
    expect(screen.getByText('Responderemos lo más pronto posible 🚀')).toBeInTheDocument();
  });
});
