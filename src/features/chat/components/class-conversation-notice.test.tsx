import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import {
  CLASS_TRIAL_NOTICE,
  CLASS_VISIBILITY_DETAIL,
  CLASS_VISIBILITY_NOTICE,
} from '@shared/classes/classes';

import ClassConversationNotice from './class-conversation-notice';

describe("a class conversation's notice", () => {
  it("tells the student who reads it, with the class rules' own text and the privacy link", () => {
    render(
      <MemoryRouter>
        <ClassConversationNotice trial={false} />
      </MemoryRouter>,
    );
    const notice = screen.getByTestId('class-conversation-notice');
    expect(notice).toHaveTextContent(`${CLASS_VISIBILITY_NOTICE} ${CLASS_VISIBILITY_DETAIL}`);
    expect(screen.getByRole('link', { name: 'Más en Privacidad' })).toHaveAttribute(
      'href',
      '/privacidad#quien-lo-ve',
    );
    expect(screen.queryByTestId('class-trial-notice')).toBeNull();
  });

  it("tells a teacher of the class that their conversation is a trial, and nothing of the student's", () => {
    render(
      <MemoryRouter>
        <ClassConversationNotice trial />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('class-trial-notice')).toHaveTextContent(CLASS_TRIAL_NOTICE);
    expect(screen.queryByTestId('class-conversation-notice')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
