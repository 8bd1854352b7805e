import { render, screen } from '@testing-library/react';

import { ConversationTags } from './conversation-tags';

describe('ConversationTags', () => {
  it('shows the subject and the level, each with its colour and the given text size', () => {
    render(
      <ConversationTags
        conversation={{ subject: 'Física', grade_level: 'Secundaria' }}
        className="text-[11px]"
      />,
    );
    expect(screen.getByText('Física')).toHaveClass('bg-indigo-100', 'text-[11px]');
    expect(screen.getByText('Secundaria')).toHaveClass('bg-emerald-100', 'text-[11px]');
  });

  it('shows only what is set, and nothing for a conversation with neither', () => {
    const { container, rerender } = render(
      <ConversationTags conversation={{ subject: null, grade_level: 'Primaria' }} />,
    );
    expect(container.querySelectorAll('span')).toHaveLength(1);
    expect(screen.getByText('Primaria')).toHaveClass('bg-emerald-100');
    rerender(<ConversationTags conversation={{ subject: null, grade_level: null }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
