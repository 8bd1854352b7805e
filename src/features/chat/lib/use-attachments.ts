import { useCallback, useEffect, useRef, useState } from 'react';

import { MAX_IMAGES_PER_MESSAGE } from '@shared/tutor/limits';

import { chatTexts } from '../texts';

import { checkImageFile, MAX_IMAGE_INPUT_MB } from './images';

export interface Attachment {
  file: File;
  /** An object URL for the preview; revoked when removed, sent, or when the composer leaves. */
  preview: string;
}

/**
 * The images waiting in the composer, whatever brought them (picker, camera, paste, drop): each is
 * checked (image only, size) and the message limit applies; refusals are alerted in Spanish. Every
 * preview URL is revoked exactly once: on remove, on clear, or on unmount (the latest list, read
 * through a ref, never the first render's).
 */
export function useAttachments() {
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  // The list as of the last change: add/remove/clear and the unmount cleanup read it.
  const latest = useRef<Attachment[]>([]);

  useEffect(
    () => () => {
      for (const a of latest.current) URL.revokeObjectURL(a.preview);
    },
    [],
  );

  const add = useCallback((files: File[]) => {
    const accepted: Attachment[] = [];
    const room = MAX_IMAGES_PER_MESSAGE - latest.current.length;
    for (const file of files) {
      const check = checkImageFile(file);
      if (check === 'not-image') {
        window.alert(chatTexts.onlyImages);
        continue;
      }
      if (check === 'too-large') {
        window.alert(chatTexts.imageTooLarge(MAX_IMAGE_INPUT_MB));
        continue;
      }
      if (accepted.length >= room) {
        window.alert(chatTexts.tooManyImages(MAX_IMAGES_PER_MESSAGE));
        break;
      }
      accepted.push({ file, preview: URL.createObjectURL(file) });
    }
    if (accepted.length === 0) return;
    latest.current = [...latest.current, ...accepted];
    setAttachments(latest.current);
  }, []);

  const remove = useCallback((index: number) => {
    const gone = latest.current[index];
    if (gone) URL.revokeObjectURL(gone.preview);
    latest.current = latest.current.filter((_, i) => i !== index);
    setAttachments(latest.current);
  }, []);

  const clear = useCallback(() => {
    for (const a of latest.current) URL.revokeObjectURL(a.preview);
    latest.current = [];
    setAttachments([]);
  }, []);

  return { attachments, add, remove, clear };
}

/** The files of a paste or a drop (none for plain text); `add` checks each one. */
export function filesOf(data: DataTransfer | null): File[] {
  return data ? Array.from(data.files) : [];
}
