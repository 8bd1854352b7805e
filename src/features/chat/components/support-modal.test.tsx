import { render, screen } from '@testing-library/react';

import { SupportModal } from './support-modal';

const contacts = vi.hoisted(() => ({
  supportWhatsapp: ['', ''] as [string, string],
  supportEmail: '',
}));
vi.mock('@/config/env', () => ({ env: contacts }));

const NO_CONTACTS =
  'Los datos de contacto de soporte aún no están configurados en esta instalación. Mientras tanto, cuéntale el problema a tu profesor o a quien te dio acceso a la plataforma.';
const PROMISE = 'Responderemos lo más pronto posible 🚀';

/** Opens the modal with these contacts configured ('' where there is none). */
function openWith(whatsapp: [string, string], email: string) {
  contacts.supportWhatsapp = whatsapp;
  contacts.supportEmail = email;
  render(<SupportModal onClose={() => undefined} />);
}

describe('SupportModal contacts', () => {
  it('with none configured shows no invented contact, says so and promises no help', () => {
    openWith(['', ''], '');
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(screen.getByText(NO_CONTACTS)).toBeInTheDocument();
    expect(screen.getByText('Cómo avisar de un problema')).toBeInTheDocument();
    // Nobody to answer: no promise of an answer, and no "we are here to help".
    expect(screen.queryByText(PROMISE)).not.toBeInTheDocument();
    expect(screen.queryByText(/Responderemos/)).not.toBeInTheDocument();
    expect(screen.queryByText('Estamos aquí para ayudarte')).not.toBeInTheDocument();
  });

  it('shows exactly the configured ones, and then the promise of an answer', () => {
    openWith(['+52 55 1234 5678', ''], 'soporte@example.com');
    expect(screen.getByRole('link', { name: 'WhatsApp 1' })).toHaveAttribute(
      'href',
      'https://wa.me/525512345678',
    );
    expect(screen.queryByRole('link', { name: 'WhatsApp 2' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Correo electrónico' }).getAttribute('href')).toMatch(
      /^mailto:soporte@example\.com\?subject=/,
    );
    expect(screen.queryByText(NO_CONTACTS)).not.toBeInTheDocument();
    expect(screen.getByText('Estamos aquí para ayudarte')).toBeInTheDocument();
    expect(screen.getByText(PROMISE)).toBeInTheDocument();
    expect(screen.queryByText('Cómo avisar de un problema')).not.toBeInTheDocument();
  });

  it('one contact alone (only the e-mail) is enough for the promise', () => {
    openWith(['', ''], 'soporte@example.com');
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByText(PROMISE)).toBeInTheDocument();
    expect(screen.queryByText(NO_CONTACTS)).not.toBeInTheDocument();
  });
});
