/**
 * Which links in a tutor reply are real links: absolute http(s) URLs with a host (opened in a new
 * tab) and mailto:. Anything else (javascript:, relative paths, protocol-relative `//host/path`
 * that would navigate the app's own tab away, `/\host`) is shown as plain text, not as a link
 * that looks clickable and does nothing.
 */
const LINK = /^(https?:\/\/[^\s/\\]\S*|mailto:\S+)$/i;

export function chatLinkHref(href: string | null | undefined): string | null {
  const text = href?.trim() ?? '';
  return LINK.test(text) ? text : null;
}
