import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';

import { ImageFileInput } from './image-file-input';

const png = (name: string) => new File(['x'], name, { type: 'image/png' });

describe('ImageFileInput', () => {
  it('offers images only, hands over every file picked and keeps its own attributes', async () => {
    const user = userEvent.setup();
    const onFiles = vi.fn();
    const ref = createRef<HTMLInputElement>();
    render(
      <ImageFileInput
        ref={ref}
        id="adjuntos"
        className="hidden"
        multiple
        aria-label="Adjuntar imágenes"
        onFiles={onFiles}
      />,
    );
    const input = screen.getByLabelText<HTMLInputElement>('Adjuntar imágenes');
    expect(ref.current).toBe(input);
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAttribute('id', 'adjuntos');
    expect(input).toHaveClass('hidden');
    const files = [png('a.png'), png('b.png')];
    await user.upload(input, files);
    expect(onFiles).toHaveBeenCalledExactlyOnceWith(files);
  });

  it('is emptied after a pick, so the same file picked again is a second pick', async () => {
    const user = userEvent.setup();
    const onFiles = vi.fn();
    render(<ImageFileInput onFiles={onFiles} aria-label="Cambiar foto" />);
    const input = screen.getByLabelText<HTMLInputElement>('Cambiar foto');
    expect(input).not.toHaveAttribute('multiple');
    const file = png('foto.png');
    await user.upload(input, file);
    expect(input.value).toBe('');
    expect(input.files).toHaveLength(0);
    await user.upload(input, file);
    expect(onFiles).toHaveBeenCalledTimes(2);
    expect(onFiles).toHaveBeenLastCalledWith([file]);
  });

  it('takes no pick while disabled', async () => {
    const user = userEvent.setup();
    const onFiles = vi.fn();
    render(<ImageFileInput disabled aria-label="Cambiar foto" onFiles={onFiles} />);
    const input = screen.getByLabelText('Cambiar foto');
    expect(input).toBeDisabled();
    await user.upload(input, png('foto.png'));
    expect(onFiles).not.toHaveBeenCalled();
  });
});
