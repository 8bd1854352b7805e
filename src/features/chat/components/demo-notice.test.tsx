import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { chatTexts } from '../texts';

import DemoNotice from './demo-notice';

describe('DemoNotice', () => {
  it('folded (a phone): one line saying it is a demonstration tutor, that opens to the whole notice', async () => {
    const user = userEvent.setup();
    render(<DemoNotice folded />);
    const notice = screen.getByTestId('demo-notice');
    expect(notice.tagName).toBe('DETAILS');
    expect((notice as HTMLDetailsElement).open).toBe(false);
    const line = screen.getByText(chatTexts.demoNoticeShort);
    expect(line).toBeVisible();
    expect(line.textContent).toMatch(/demostración.*no la IA/);
    const whole = screen.getByText(`${chatTexts.demoNotice} ${chatTexts.demoNoticeHint}`);
    expect(whole).not.toBeVisible();

    await user.click(line);
    expect((notice as HTMLDetailsElement).open).toBe(true);
    expect(whole).toBeVisible();
    await user.click(line);
    expect((notice as HTMLDetailsElement).open).toBe(false);
  });

  // jsdom does not open a <details> on Enter; e2e/chat-phone.spec.ts does that in Chromium.
  it('its line is in the Tab order', async () => {
    const user = userEvent.setup();
    render(<DemoNotice folded />);
    await user.tab();
    expect(screen.getByTestId('demo-notice').querySelector('summary')).toHaveFocus();
  });

  it('unfolded (wider screens): the whole notice, with how to connect a model, on one line', () => {
    render(<DemoNotice folded={false} />);
    const notice = screen.getByTestId('demo-notice');
    expect(notice.tagName).toBe('P');
    expect(notice).toHaveTextContent(chatTexts.demoNotice);
    expect(notice).toHaveTextContent(chatTexts.demoNoticeHint);
    expect(screen.queryByText(chatTexts.demoNoticeShort)).not.toBeInTheDocument();
  });
});
