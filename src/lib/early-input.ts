/**
 * What a visitor does on a prerendered page (scripts/vite/prerender.ts) before the app's script has
 * arrived. The page looks ready at once, but until React takes it over its buttons do nothing, and a
 * form is sent by the browser itself: a GET to the page's own address with every named field in the
 * query, the password among them (then in the history and the server's logs). On a slow phone that
 * lasts seconds.
 *
 * EARLY_INPUT_SCRIPT, inline in the page's <head>, cancels every submit until the page is live and
 * keeps the last button tapped. Hydration keeps the page's nodes, so that button is the one React
 * then owns: once the page is live, replayEarlyTap() taps it again, and the tab, "Iniciar Sesión" or
 * "Entrar con mi clase" the visitor chose happens then, with what they typed (the sign-in form adopts
 * the fields' early values, auth-form.tsx).
 */

/** The early listeners' state, shared by the inline script and this module. */
interface EarlyInput {
  /** The page's handlers are in place: submits are the app's. */
  live: boolean;
  /** React has taken the page over: taps from now on are its own. */
  taken: boolean;
  /** The last button tapped before that. */
  tap: HTMLElement | null;
}

declare global {
  interface Window {
    __tutorEarly?: EarlyInput;
  }
}

/** The inline <head> script of every prerendered page (the listeners are the capture phase's first). */
export const EARLY_INPUT_SCRIPT =
  '(function(){var s=window.__tutorEarly={live:false,taken:false,tap:null};' +
  "addEventListener('click',function(e){var b=!s.taken&&e.target.closest&&e.target.closest('button');if(b)s.tap=b},true);" +
  "addEventListener('submit',function(e){if(!s.live)e.preventDefault()},true)})()";

/**
 * main.tsx, as React takes the page over: taps from now on are React's, and the one kept waits for
 * replayEarlyTap. main.tsx calls it only once the screen's chunk is there, because React drops a tap
 * on a part it cannot hydrate yet. Submits stay cancelled until the sign-in page has mounted; every
 * form of the app cancels its own submit as well, so the guard never stands in the app's way.
 */
export function takeOverEarlyInput(): void {
  const early = window.__tutorEarly;
  if (early) early.taken = true;
}

/**
 * The sign-in page's mount effect: submits become the app's, and the button tapped early is tapped
 * again, once. On the next task, so that what the page's layout effects adopted (the early typed
 * values) has been rendered into the handlers first.
 */
export function replayEarlyTap(): (() => void) | undefined {
  const early = window.__tutorEarly;
  if (!early) return undefined;
  early.live = true;
  const { tap } = early;
  if (!tap) return undefined;
  const timer = setTimeout(() => {
    early.tap = null;
    // A page rendered afresh (not hydrated) has replaced the button: nothing to tap again.
    if (tap.isConnected) tap.click();
  });
  return () => clearTimeout(timer);
}
