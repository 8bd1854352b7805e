import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { EARLY_INPUT_SCRIPT, replayEarlyTap, takeOverEarlyInput } from './early-input';

type Listener = [string, EventListener, boolean];

/** The inline script run as the page's <head> would, its listeners taken away after each test. */
const added: Listener[] = [];
function runScript() {
  const track = (type: string, listener: EventListener, capture: boolean) => {
    window.addEventListener(type, listener, capture);
    added.push([type, listener, capture]);
  };
  new Function('addEventListener', EARLY_INPUT_SCRIPT)(track);
}

/** The prerendered sign-in form: a tab, the submit button (an icon inside it) and a password. */
function page() {
  document.body.innerHTML = `
    <button type="button" id="tab">Registrarse</button>
    <form><input name="password" value="secreta"><button type="submit" id="send"><span>Entrar</span></button></form>`;
  const tab = document.getElementById('tab')!;
  const send = document.getElementById('send')!;
  const form = document.querySelector('form')!;
  const taps: string[] = [];
  tab.addEventListener('click', () => taps.push('tab'));
  send.addEventListener('click', () => taps.push('send'));
  return { tab, send, form, taps };
}

/** Dispatches a submit as the browser does and says whether its default (sending) was cancelled. */
function submitCancelled(form: HTMLFormElement): boolean {
  const event = new Event('submit', { bubbles: true, cancelable: true });
  form.dispatchEvent(event);
  return event.defaultPrevented;
}

/** The tab tapped before the app, then React taking the page over; the taps counted from there. */
function tabTappedThenTakenOver() {
  const parts = page();
  parts.tab.click();
  takeOverEarlyInput();
  parts.taps.length = 0;
  return parts;
}

beforeEach(() => {
  vi.useFakeTimers();
  runScript();
});

afterEach(() => {
  for (const [type, listener, capture] of added.splice(0)) {
    window.removeEventListener(type, listener, capture);
  }
  delete window.__tutorEarly;
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('EARLY_INPUT_SCRIPT (inline in a prerendered page, before the app)', () => {
  it('cancels a submit: the browser would send the fields, the password among them, in the address', () => {
    const { form } = page();
    expect(submitCancelled(form)).toBe(true);
  });

  it('keeps the last button tapped, also when the tap lands on what is inside it', () => {
    const { tab, send } = page();
    tab.click();
    expect(window.__tutorEarly?.tap).toBe(tab);
    send.querySelector('span')!.click();
    expect(window.__tutorEarly?.tap).toBe(send);
    document.body.click();
    expect(window.__tutorEarly?.tap).toBe(send);
  });
});

describe('taking the page over', () => {
  it('taps after the takeover are React’s; the kept one is tapped again once the page is live', () => {
    const { tab, send, form, taps } = tabTappedThenTakenOver();
    send.click();
    expect(window.__tutorEarly?.tap).toBe(tab);
    // Still cancelled while the page is being hydrated (a part may have no handler yet).
    expect(submitCancelled(form)).toBe(true);

    taps.length = 0;
    replayEarlyTap();
    expect(submitCancelled(form)).toBe(false);
    expect(taps).toEqual([]);
    vi.runAllTimers();
    expect(taps).toEqual(['tab']);
    // Once only.
    replayEarlyTap();
    vi.runAllTimers();
    expect(taps).toEqual(['tab']);
  });

  it('an effect run twice (StrictMode: run, clean up, run) taps once', () => {
    const { taps } = tabTappedThenTakenOver();
    replayEarlyTap()?.();
    replayEarlyTap();
    vi.runAllTimers();
    expect(taps).toEqual(['tab']);
  });

  it('a kept button that has left the page (rendered afresh, not hydrated) is not tapped', () => {
    const { tab, taps } = tabTappedThenTakenOver();
    tab.remove();
    replayEarlyTap();
    vi.runAllTimers();
    expect(taps).toEqual([]);
  });

  it('without the script (a page that was not prerendered) there is nothing to take over', () => {
    delete window.__tutorEarly;
    takeOverEarlyInput();
    expect(replayEarlyTap()).toBeUndefined();
  });
});
