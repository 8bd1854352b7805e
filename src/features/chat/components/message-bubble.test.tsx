import { render, waitFor } from '@testing-library/react';

import type { ChatMessage } from '../api';

import { MessageBubble } from './message-bubble';

const message = (role: ChatMessage['role'], content: string): ChatMessage => ({
  id: `m-${role}`,
  conversation_id: 'c1',
  role,
  content,
  metadata: {},
  images: [],
  created_at: '2026-03-02T10:00:00Z',
});

// KaTeX loads lazily: on a busy machine that takes more than waitFor's default second (a hang
// detector, not a speed check).
const LOADED = { timeout: 15_000 };

const textOf = (container: HTMLElement) => container.querySelector('[data-message-text]')!;

describe('MessageBubble: a student message', () => {
  it('keeps text without a formula exactly as typed, line breaks included', () => {
    const { container } = render(
      <MessageBubble message={message('user', '5*3 = 15\nx_1 es **mi** respuesta')} />,
    );
    const shown = textOf(container);
    expect(shown.textContent).toBe('5*3 = 15\nx_1 es **mi** respuesta');
    expect(shown.querySelector('p')).toHaveClass('whitespace-pre-wrap');
    expect(shown.querySelector('strong, em, .katex')).toBeNull();
  });

  it('renders its formula with KaTeX, the rest as typed', async () => {
    const { container } = render(
      <MessageBubble message={message('user', 'Creo que $x^2 = 9$, o sea 3*3')} />,
    );
    const shown = textOf(container);
    await waitFor(() => expect(shown.querySelector('.katex')).not.toBeNull(), LOADED);
    expect(shown.querySelector('.katex annotation')?.textContent).toBe('x^2 = 9');
    expect(shown.textContent).toMatch(/^Creo que /);
    expect(shown.textContent).toMatch(/, o sea 3\*3$/);
    expect(shown.textContent).not.toContain('$');
  });
});
