import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';

import { clearNotices, useNoticeStore } from '@/lib/notices';
import { PHONE_QUERY, TOUCH_QUERY } from '@/lib/use-media-query';
import { MAX_IMAGES_PER_MESSAGE, MAX_USER_MESSAGE_CHARS } from '@shared/tutor/limits';

import { HeldOffline, markMessageStored } from '../lib/errors';
import { chatTexts } from '../texts';

import { Composer } from './composer';

type OnSend = (text: string, images: File[]) => Promise<void>;

function Harness({ onSend, initial = '' }: { onSend: OnSend; initial?: string }) {
  const [value, setValue] = useState(initial);
  return <Composer value={value} onChange={setValue} onSend={onSend} sending={false} />;
}

const textbox = () => screen.getByRole('textbox', { name: chatTexts.composerLabel });

/** Renders the composer and types `keys` into it; the onSend it was given. */
async function typeIntoComposer(keys: string) {
  const onSend = vi.fn<OnSend>().mockResolvedValue(undefined);
  render(<Harness onSend={onSend} />);
  await userEvent.setup().type(textbox(), keys);
  return onSend;
}
const image = (name: string) => new File(['x'], name, { type: 'image/png' });

/** The toasts on screen (notify's), as texts. */
const toasts = () => useNoticeStore.getState().notices.map((n) => n.text);

beforeEach(() => {
  let n = 0;
  URL.createObjectURL = vi.fn(() => `blob:preview-${++n}`);
  URL.revokeObjectURL = vi.fn();
  clearNotices();
});

describe('Composer: character counter (above 800, red above 950, max 1000)', () => {
  it.each([
    [800, null],
    [801, 'text-slate-500'],
    [950, 'text-slate-500'],
    [951, 'text-red-600'],
    [MAX_USER_MESSAGE_CHARS, 'text-red-600'],
  ])('%i characters -> %s', (length, colour) => {
    render(<Harness onSend={vi.fn()} initial={'a'.repeat(length)} />);
    const counter = screen.queryByTestId('char-counter');
    if (colour === null) {
      expect(counter).not.toBeInTheDocument();
    } else {
      expect(counter).toHaveTextContent(`${length}/${MAX_USER_MESSAGE_CHARS}`);
      expect(counter).toHaveClass(colour);
    }
  });

  it('appears while typing past 800', async () => {
    const user = userEvent.setup();
    render(<Harness onSend={vi.fn()} initial={'a'.repeat(800)} />);
    expect(screen.queryByTestId('char-counter')).not.toBeInTheDocument();
    await user.type(textbox(), 'b');
    expect(screen.getByTestId('char-counter')).toHaveTextContent('801/1000');
  });

  it('caps the text at 1000 characters', async () => {
    const user = userEvent.setup();
    render(<Harness onSend={vi.fn()} initial={'a'.repeat(999)} />);
    expect(textbox()).toHaveAttribute('maxLength', '1000');
    await user.type(textbox(), 'bcd');
    expect(textbox()).toHaveValue('a'.repeat(999) + 'b');
    expect(screen.getByTestId('char-counter')).toHaveTextContent('1000/1000');
  });
});

/** The screen answers these media queries (jsdom has no matchMedia); removed after each test. */
function screenMatches(...queries: string[]) {
  window.matchMedia = ((query: string) => ({
    matches: queries.includes(query),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}
afterEach(() => {
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('Composer: the Enter / Shift+Enter hint only where there is a keyboard', () => {
  const hint = () => screen.queryByTestId('composer-hint');

  it('shows the hint with a mouse or trackpad (no touch screen)', () => {
    render(<Harness onSend={vi.fn()} />);
    expect(hint()).toHaveTextContent(chatTexts.composerHint);
  });

  it('shows no hint on a touch screen (coarse pointer, no hover), at any width', () => {
    screenMatches(TOUCH_QUERY);
    render(<Harness onSend={vi.fn()} />);
    expect(hint()).not.toBeInTheDocument();
    expect(screen.queryByText(chatTexts.composerHint)).not.toBeInTheDocument();
  });

  it('still says, on a touch screen, that the next message waits for the reply', () => {
    screenMatches(TOUCH_QUERY);
    render(<Composer value="" onChange={vi.fn()} onSend={vi.fn()} sending />);
    expect(hint()).toHaveTextContent(chatTexts.composerWaiting);
  });

  it('gives a phone the short placeholder that fits beside its buttons', () => {
    render(<Harness onSend={vi.fn()} />);
    expect(textbox()).toHaveAttribute('placeholder', chatTexts.composerPlaceholder);
    cleanup();
    screenMatches(PHONE_QUERY, TOUCH_QUERY);
    render(<Harness onSend={vi.fn()} />);
    expect(textbox()).toHaveAttribute('placeholder', chatTexts.composerPlaceholderShort);
  });
});

describe('Composer: keyboard', () => {
  it('Enter sends the text and clears the box', async () => {
    const onSend = await typeIntoComposer('¿Cómo factorizo x²-1?{Enter}');
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend).toHaveBeenCalledWith('¿Cómo factorizo x²-1?', []);
    await waitFor(() => expect(textbox()).toHaveValue(''));
  });

  it('Shift+Enter adds a line and does not send', async () => {
    const onSend = await typeIntoComposer('línea 1{Shift>}{Enter}{/Shift}línea 2');
    expect(onSend).not.toHaveBeenCalled();
    expect(textbox()).toHaveValue('línea 1\nlínea 2');
  });

  it('Enter on blank text sends nothing', async () => {
    const onSend = await typeIntoComposer('   {Enter}');
    expect(onSend).not.toHaveBeenCalled();
  });
});

describe('Composer: images', () => {
  it(`accepts ${MAX_IMAGES_PER_MESSAGE} images and refuses the next one`, async () => {
    expect(MAX_IMAGES_PER_MESSAGE).toBe(4);
    const user = userEvent.setup();
    const onSend = vi.fn<OnSend>().mockResolvedValue(undefined);
    render(<Harness onSend={onSend} />);
    const input = screen.getByTestId('image-input');
    const files = Array.from({ length: MAX_IMAGES_PER_MESSAGE + 1 }, (_, i) =>
      image(`foto-${i + 1}.png`),
    );

    await user.upload(input, files.slice(0, MAX_IMAGES_PER_MESSAGE));
    expect(toasts()).toEqual([]);
    expect(screen.getAllByRole('img')).toHaveLength(MAX_IMAGES_PER_MESSAGE);
    expect(
      screen.getByText(chatTexts.imageCounter(MAX_IMAGES_PER_MESSAGE, MAX_IMAGES_PER_MESSAGE)),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: chatTexts.attachImages })).toBeDisabled();

    // The hidden input can still be reached (e.g. by a drop); the 5th is refused with the message.
    await user.upload(input, files[MAX_IMAGES_PER_MESSAGE]!);
    expect(toasts()).toEqual([chatTexts.tooManyImages(MAX_IMAGES_PER_MESSAGE)]);
    expect(screen.getAllByRole('img')).toHaveLength(MAX_IMAGES_PER_MESSAGE);

    await user.click(screen.getByRole('button', { name: chatTexts.send }));
    expect(onSend).toHaveBeenCalledWith('', files.slice(0, MAX_IMAGES_PER_MESSAGE));
  });

  it('refuses 5 images chosen at once, keeping the first 4', async () => {
    const user = userEvent.setup();
    render(<Harness onSend={vi.fn()} />);
    await user.upload(
      screen.getByTestId('image-input'),
      Array.from({ length: 5 }, (_, i) => image(`f${i}.png`)),
    );
    expect(toasts()).toEqual([chatTexts.tooManyImages(4)]);
    expect(screen.getAllByRole('img')).toHaveLength(4);
  });
});

describe('Composer: a failed send', () => {
  it('keeps the text and the images and says what happened', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn<OnSend>().mockRejectedValue(new Error('network down'));
    render(<Harness onSend={onSend} />);
    await user.upload(screen.getByTestId('image-input'), image('ejercicio.png'));
    await user.type(textbox(), 'Mi duda{Enter}');
    await waitFor(() => expect(toasts()).toEqual([chatTexts.sendError]));
    expect(textbox()).toHaveValue('Mi duda');
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(textbox()).toHaveFocus();
  });

  it('lets go of the text and the images when the message was stored (the thread offers Reintentar)', async () => {
    const user = userEvent.setup();
    const stored = new Error('tutor down');
    markMessageStored(stored);
    const onSend = vi.fn<OnSend>().mockRejectedValue(stored);
    render(<Harness onSend={onSend} />);
    await user.upload(screen.getByTestId('image-input'), image('ejercicio.png'));
    await user.type(textbox(), 'Mi duda{Enter}');
    await waitFor(() => expect(textbox()).toHaveValue(''));
    expect(screen.queryAllByRole('img')).toHaveLength(0);
    expect(toasts()).toEqual([]);
  });

  it('says nothing and keeps everything when the send is held offline', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn<OnSend>().mockRejectedValue(new HeldOffline());
    render(<Harness onSend={onSend} />);
    await user.type(textbox(), 'Mi duda{Enter}');
    await waitFor(() => expect(onSend).toHaveBeenCalled());
    expect(textbox()).toHaveValue('Mi duda');
    expect(toasts()).toEqual([]);
  });
});

describe('Composer: leaving', () => {
  it('revokes the previews still attached when it unmounts', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Harness onSend={vi.fn()} />);
    await user.upload(screen.getByTestId('image-input'), [image('a.png'), image('b.png')]);
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    unmount();
    expect(
      vi
        .mocked(URL.revokeObjectURL)
        .mock.calls.map(([url]) => url)
        .sort(),
    ).toEqual(['blob:preview-1', 'blob:preview-2']);
  });
});
