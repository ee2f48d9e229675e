import { PNG_BYTES } from './assets.test-support';
import { isAcceptableDeclaredType, resolveContentType, sniffKind } from './content-sniff';

const bytes = (...parts: Array<string | number[]>) => Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

describe('sniffKind', () => {
  it.each([
    ['png', PNG_BYTES],
    ['jpeg', bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF')],
    ['gif', bytes('GIF89a', [1, 0])],
    ['webp', bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 ')],
    ['pdf', bytes('%PDF-1.7\n')],
    ['zip', bytes([0x50, 0x4b, 0x03, 0x04, 0x14, 0])],
    ['text', Buffer.from('a,b\n1,2\nünï ✓\n')],
  ])('recognises %s', (kind, data) => {
    expect(sniffKind(data)).toBe(kind);
  });

  it('refuses NUL bytes, invalid UTF-8, empty files and unknown binaries (SVG is not an image here)', () => {
    expect(sniffKind(Buffer.from('abc\0def'))).toBeNull();
    expect(sniffKind(Buffer.from([0xc3, 0x28]))).toBeNull();
    expect(sniffKind(Buffer.alloc(0))).toBeNull();
    expect(sniffKind(Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00, 0xff]))).toBeNull();
    expect(resolveContentType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), { name: 'a.svg', type: 'image/svg+xml' }, false)).toBeNull();
  });
});

describe('resolveContentType', () => {
  it('needs content, declared type and extension to agree', () => {
    expect(resolveContentType(PNG_BYTES, { name: 'a.png', type: 'image/png' }, true)).toBe('image/png');
    expect(resolveContentType(PNG_BYTES, { name: 'a.jpg', type: 'image/png' }, true)).toBeNull();
    expect(resolveContentType(PNG_BYTES, { name: 'a.png', type: 'image/gif' }, true)).toBeNull();
    expect(resolveContentType(Buffer.from('hello'), { name: 'a.png', type: 'image/png' }, false)).toBeNull();
    expect(resolveContentType(Buffer.from('hello'), { name: 'notes', type: 'application/octet-stream' }, false)).toBe('text/plain');
    expect(resolveContentType(Buffer.from('{"a":1}'), { name: 'a.json', type: 'application/json' }, false)).toBe('application/json');
    expect(resolveContentType(Buffer.from('x'), { name: 'a.md', type: 'application/octet-stream' }, false)).toBe('text/markdown');
    expect(resolveContentType(bytes([0x50, 0x4b, 0x03, 0x04]), { name: 'r.docx', type: 'application/octet-stream' }, false)).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(resolveContentType(bytes([0x50, 0x4b, 0x03, 0x04]), { name: 'r.zip', type: 'application/x-zip-compressed' }, false)).toBe('application/zip');
  });

  it('accepts only images for image entity types', () => {
    expect(resolveContentType(bytes('%PDF-1.4'), { name: 'a.pdf', type: 'application/pdf' }, true)).toBeNull();
    expect(resolveContentType(bytes('%PDF-1.4'), { name: 'a.pdf', type: 'application/pdf' }, false)).toBe('application/pdf');
    expect(isAcceptableDeclaredType('image/webp', true)).toBe(true);
    expect(isAcceptableDeclaredType('application/octet-stream', true)).toBe(false);
    expect(isAcceptableDeclaredType('application/octet-stream', false)).toBe(true);
    expect(isAcceptableDeclaredType('text/html', false)).toBe(false);
  });
});
