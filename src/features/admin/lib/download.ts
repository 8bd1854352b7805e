import type { ExportFile } from './export-format';

/** Hands a generated file to the browser as a download. */
export function downloadFile(file: ExportFile): void {
  const part: BlobPart =
    typeof file.content === 'string' ? file.content : (file.content as Uint8Array<ArrayBuffer>);
  const url = URL.createObjectURL(new Blob([part], { type: file.mimeType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Give the browser a moment to start reading the blob before releasing it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
