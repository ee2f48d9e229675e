import { act, fireEvent, screen, within } from '@testing-library/react';
import { $getRoot } from 'lexical';
import { flush, renderEditor } from '../test-utils';

function imageFile(name = 'diagram.png'): File {
  return new File(['png-bytes'], name, { type: 'image/png' });
}

function fileInput(container: HTMLElement): HTMLInputElement {
  const input = container.querySelector('input[type="file"]');
  if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
  return input;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('image upload', () => {
  it('uploads a file chosen through the Image button and inserts the image', async () => {
    const upload = deferred<{ url: string; assetId?: string }>();
    const onUploadFile = jest.fn(() => upload.promise);
    const { container, textbox, handle } = await renderEditor({ onUploadFile });

    const input = fileInput(container);
    expect(input).toHaveAttribute('accept', 'image/*');
    const click = jest.spyOn(input, 'click');
    fireEvent.click(screen.getByRole('button', { name: 'Image' }));
    expect(click).toHaveBeenCalled();

    const file = imageFile();
    fireEvent.change(input, { target: { files: [file] } });
    expect(onUploadFile).toHaveBeenCalledWith(file);
    expect(await screen.findByRole('status')).toHaveTextContent('Uploading image…');
    expect(within(textbox).queryByRole('img')).toBeNull();

    await act(async () => upload.resolve({ url: 'https://files.example/diagram.png', assetId: 'asset-1' }));
    await flush();
    const img = within(textbox).getByRole('img', { name: 'diagram' });
    expect(img).toHaveAttribute('src', 'https://files.example/diagram.png');
    expect(screen.queryByRole('status')).toBeNull();
    const exported = new DOMParser().parseFromString(handle.getHtml(), 'text/html').querySelector('img');
    expect(exported?.getAttribute('data-asset-id')).toBe('asset-1');
    expect(exported?.getAttribute('src')).toBe('https://files.example/diagram.png');
  });

  it('calls onUploadError when the upload fails and inserts nothing', async () => {
    const error = new Error('too big');
    const onUploadError = jest.fn();
    const { container, textbox } = await renderEditor({ onUploadFile: () => Promise.reject(error), onUploadError });
    fireEvent.change(fileInput(container), { target: { files: [imageFile()] } });
    await flush();
    expect(onUploadError).toHaveBeenCalledWith(error);
    expect(within(textbox).queryByRole('img')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('uploads pasted image files and ignores non-images', async () => {
    const onUploadFile = jest.fn(async () => ({ url: 'data:image/png;base64,AAAA' }));
    const { editor, textbox } = await renderEditor({ onUploadFile });
    await act(async () => editor.update(() => $getRoot().selectEnd(), { discrete: true }));

    const text = new File(['hi'], 'notes.txt', { type: 'text/plain' });
    fireEvent.paste(textbox, { clipboardData: { types: ['Files'], files: [text], getData: () => '' } });
    await flush();
    expect(onUploadFile).not.toHaveBeenCalled();

    const file = imageFile('pasted.png');
    fireEvent.paste(textbox, { clipboardData: { types: ['Files'], files: [file], getData: () => '' } });
    await flush();
    expect(onUploadFile).toHaveBeenCalledWith(file);
    expect(within(textbox).getByRole('img', { name: 'pasted' })).toHaveAttribute('src', 'data:image/png;base64,AAAA');
  });

  it('uploads dropped image files', async () => {
    const onUploadFile = jest.fn(async () => ({ url: 'https://files.example/dropped.png' }));
    const { textbox } = await renderEditor({ onUploadFile });
    const file = imageFile('dropped.png');
    fireEvent.drop(textbox, { dataTransfer: { types: ['Files'], files: [file], getData: () => '' } });
    await flush();
    expect(onUploadFile).toHaveBeenCalledWith(file);
    expect(within(textbox).getByRole('img', { name: 'dropped' })).toHaveAttribute('src', 'https://files.example/dropped.png');
  });

  it('has no Image button or file input without onUploadFile', async () => {
    const { container } = await renderEditor();
    expect(screen.queryByRole('button', { name: 'Image' })).toBeNull();
    expect(container.querySelector('input[type="file"]')).toBeNull();
  });
});
