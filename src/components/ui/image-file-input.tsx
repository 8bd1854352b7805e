import type { InputHTMLAttributes, Ref } from 'react';

export interface ImageFileInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'accept' | 'onChange' | 'value'
> {
  /** The files just picked (none when the picker was cancelled). */
  onFiles: (files: File[]) => void;
  ref?: Ref<HTMLInputElement>;
}

/**
 * The file input behind an image picker (chat attachments, profile picture): it offers images only
 * and is emptied after every pick, so choosing the same file again is a new pick. How it is shown
 * (hidden behind a button, or visually hidden behind a label) is the caller's `className`.
 */
export function ImageFileInput({ onFiles, ...rest }: ImageFileInputProps) {
  return (
    <input
      type="file"
      accept="image/*"
      onChange={(event) => {
        const files = Array.from(event.target.files ?? []);
        event.target.value = '';
        onFiles(files);
      }}
      {...rest}
    />
  );
}
