import { useCallback, useRef, useState, type DragEvent } from 'react';

import { filesOf } from './use-attachments';

const carriesFiles = (e: DragEvent) => Array.from(e.dataTransfer.types).includes('Files');

/**
 * Dropping files on an area: `dragging` is true while files are held over it (the drop zone
 * shows), and the dropped files go to `onFiles`. Text or links dragged around are left alone.
 */
export function useFileDrop(onFiles: (files: File[]) => void, disabled = false) {
  const [dragging, setDragging] = useState(false);
  // dragenter/dragleave fire for every child crossed: count them so the zone does not flicker.
  const depth = useRef(0);

  const onDragEnter = useCallback(
    (e: DragEvent) => {
      if (!carriesFiles(e) || disabled) return;
      e.preventDefault();
      depth.current += 1;
      setDragging(true);
    },
    [disabled],
  );
  const onDragOver = useCallback(
    (e: DragEvent) => {
      if (!carriesFiles(e) || disabled) return;
      e.preventDefault();
      e.dataTransfer.dropEffect = 'copy';
    },
    [disabled],
  );
  const onDragLeave = useCallback((e: DragEvent) => {
    if (!carriesFiles(e)) return;
    depth.current = Math.max(0, depth.current - 1);
    if (depth.current === 0) setDragging(false);
  }, []);
  const onDrop = useCallback(
    (e: DragEvent) => {
      if (!carriesFiles(e)) return;
      e.preventDefault();
      depth.current = 0;
      setDragging(false);
      if (!disabled) onFiles(filesOf(e.dataTransfer));
    },
    [disabled, onFiles],
  );

  return { dragging, dropProps: { onDragEnter, onDragOver, onDragLeave, onDrop } };
}
