import { Modal } from '@/components/ui/modal';

import { chatTexts } from '../texts';

/**
 * Full-screen dark overlay: '✕ Cerrar', Escape or the backdrop close it; the image itself does not.
 * The shared Modal renders in <body> (bubbles use content-visibility, which would contain it).
 */
export function ImageViewer({ src, onClose }: { src: string; onClose: () => void }) {
  return (
    <Modal
      onClose={onClose}
      label={chatTexts.viewerLabel}
      variant="viewer"
      backdropTestId="image-viewer-backdrop"
    >
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
    </Modal>
  );
}
