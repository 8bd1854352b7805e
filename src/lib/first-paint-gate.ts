/**
 * The inline <head> script of a page that carries two prerendered screens (scripts/vite/prerender.ts):
 * the signed-in screen's shell and the sign-in page, both hidden by CSS until this script, run
 * before anything is painted, marks on <html data-show> the one this visitor may see. It must decide
 * as main.tsx will (hasStoredSession in src/lib/supabase.ts reads the same localStorage key), so
 * what was painted is what React then takes over.
 *
 * At `shell`: a stored session shows the shell (data-show = shell); none shows the sign-in page and
 * the address becomes `signedOut` (query and fragment kept, no new history entry), where the app
 * would have sent the visitor anyway, so main.tsx hydrates the page at the address it was rendered
 * for. At `signedOut` itself (a host that answers it with this page) without a stored session: the
 * sign-in page. Any other case, or storage that cannot be read, shows neither: the app renders as
 * usual.
 */
export function firstPaintGateScript(opts: {
  storageKey: string;
  shell: string;
  signedOut: string;
}): string {
  const key = JSON.stringify(opts.storageKey);
  const shell = JSON.stringify(opts.shell);
  const signedOut = JSON.stringify(opts.signedOut);
  return `(function(){try{var h=document.documentElement,l=location,p=l.pathname;if(p!==${shell}&&p!==${signedOut})return;if(localStorage.getItem(${key})!==null){if(p===${shell})h.dataset.show=${shell};return}if(p===${shell})history.replaceState(null,'',${signedOut}+l.search+l.hash);h.dataset.show=${signedOut}}catch(e){}})()`;
}
