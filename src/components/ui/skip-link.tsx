/**
 * The first stop of the Tab order: hidden until focused, it moves focus straight to `targetId`
 * (e.g. the chat's composer) so a keyboard user skips the sidebar. When that element is not on the
 * page, `fallbackId` (e.g. the `<main>`) takes focus instead.
 */
export function SkipLink({
  targetId,
  fallbackId,
  label,
}: {
  targetId: string;
  fallbackId?: string;
  label: string;
}) {
  return (
    <a
      href={`#${targetId}`}
      onClick={(event) => {
        event.preventDefault();
        const target =
          document.getElementById(targetId) ??
          (fallbackId ? document.getElementById(fallbackId) : null);
        target?.focus();
      }}
      className="sr-only z-50 rounded-lg bg-indigo-700 px-4 py-2 text-sm font-semibold text-white shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:outline-2 focus:outline-offset-2 focus:outline-white"
    >
      {label}
    </a>
  );
}
