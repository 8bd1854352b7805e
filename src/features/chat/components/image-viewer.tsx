import { useEffect } from 'react';
import { createPortal } from 'react-dom';

import { chatTexts } from '../lib/texts';

/**
 * Full-screen dark overlay: '✕ Cerrar' or the backdrop close it; the image itself does not.
 * Portaled to <body>: bubbles use content-visibility, which would contain a fixed overlay.
 */
export function ImageViewer({ src, onClose }: { src: string; onClose: () => void }) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  return createPortal(
    <div
      role="dialog"
      aria-modal="true"
      aria-label={chatTexts.viewerLabel}
      className="fixed inset-0 z-50 flex items-center justify-center p-4"
    >
      <button
        type="button"
        aria-hidden="true"
        tabIndex={-1}
        data-testid="image-viewer-backdrop"
        className="absolute inset-0 cursor-default bg-black/90"
        onClick={onClose}
      />
      <div className="relative flex max-h-full flex-col items-center gap-3">
        <button
          type="button"
          onClick={onClose}
          className="self-end rounded-lg bg-white/10 px-3 py-1.5 text-sm font-semibold text-white hover:bg-white/20"
        >
          {chatTexts.closeViewer}
        </button>
        <img
          src={src}
          alt={chatTexts.viewerLabel}
          className="max-h-[90vh] max-w-full rounded-lg object-contain shadow-2xl"
        />
      </div>
    </div>,
    document.body,
  );
}
