import { bootPayloadSchema, type BootPayload } from '@cairn/types';
import { asBootPayload, BOOT_ELEMENT_ID, readBootPayload } from './boot-payload';

const payload: BootPayload = { signed_in: true, path: '/acme/projects', answers: { '/api/users/me/': { id: 'u1' } } };

/** A parsed document (jsdom leaves a created one 'loading' for ever) with the payload element, or without. */
function docWith(text: string | null): Document {
  const doc = document.implementation.createHTMLDocument('t');
  Object.defineProperty(doc, 'readyState', { configurable: true, get: () => 'complete' });
  if (text !== null) {
    const el = doc.createElement('script');
    el.type = 'application/json';
    el.id = BOOT_ELEMENT_ID;
    el.textContent = text;
    doc.head.append(el);
  }
  return doc;
}

const services = (answer?: BootPayload) => ({ boot: { get: jest.fn().mockResolvedValue(answer), prime: jest.fn() } });

describe('readBootPayload', () => {
  it('reads the embedded payload of this URL without a request', async () => {
    const s = services();
    await expect(readBootPayload(docWith(JSON.stringify(payload)), { pathname: '/acme/projects', search: '' }, s)).resolves.toEqual(payload);
    expect(s.boot.get).not.toHaveBeenCalled();
  });

  it('waits for the parsed document while the page is still streaming (the app module runs async)', async () => {
    const doc = docWith(null);
    let state: DocumentReadyState = 'loading';
    Object.defineProperty(doc, 'readyState', { get: () => state });
    const s = services();
    let read: BootPayload | undefined;
    const reading = readBootPayload(doc, { pathname: '/acme/projects', search: '' }, s).then((p) => (read = p));
    await new Promise((r) => setTimeout(r, 10));
    expect(read).toBeUndefined();
    expect(s.boot.get).not.toHaveBeenCalled();
    // The boot payload arrives as the document's last part, then parsing ends.
    const el = doc.createElement('script');
    el.type = 'application/json';
    el.id = BOOT_ELEMENT_ID;
    el.textContent = JSON.stringify(payload);
    doc.body.append(el);
    state = 'interactive';
    doc.dispatchEvent(new Event('DOMContentLoaded'));
    await reading;
    expect(read).toEqual(payload);
    expect(s.boot.get).not.toHaveBeenCalled();
  });

  it('asks GET /api/boot/ once when the element is missing, unreadable or for another URL', async () => {
    for (const doc of [docWith(null), docWith('{not json'), docWith(JSON.stringify({ ...payload, path: '/other' })), docWith('{"signed_in":"yes"}')]) {
      const s = services(payload);
      await expect(readBootPayload(doc, { pathname: '/acme/projects', search: '' }, s)).resolves.toEqual(payload);
      expect(s.boot.get).toHaveBeenCalledWith('/acme/projects');
    }
  });

  it('asks nothing outside a workspace (sign-in, onboarding), and a failed request counts as no payload', async () => {
    const s = services(payload);
    await expect(readBootPayload(docWith(null), { pathname: '/onboarding', search: '' }, s)).resolves.toBeUndefined();
    expect(s.boot.get).not.toHaveBeenCalled();
    const failing = { boot: { get: jest.fn().mockRejectedValue(new Error('down')), prime: jest.fn() } };
    await expect(readBootPayload(docWith(null), { pathname: '/acme', search: '?x=1' }, failing)).resolves.toBeUndefined();
    expect(failing.boot.get).toHaveBeenCalledWith('/acme?x=1');
  });
});

describe('asBootPayload (bootPayloadSchema without zod)', () => {
  const CASES: Array<[string, unknown]> = [
    ['a payload', payload],
    ['signed out, no answers', { signed_in: false, path: '/', answers: {} }],
    ['extra fields dropped', { ...payload, extra: 1 }],
    ['null', null],
    ['an array', [payload]],
    ['a string', 'payload'],
    ['signed_in not a boolean', { ...payload, signed_in: 'yes' }],
    ['path missing', { signed_in: true, answers: {} }],
    ['path a number', { ...payload, path: 1 }],
    ['answers null', { ...payload, answers: null }],
    ['answers an array', { ...payload, answers: [] }],
    ['answers a string', { ...payload, answers: 'x' }],
  ];
  it.each(CASES)('%s: answers what the schema answers', (_name, value) => {
    const parsed = bootPayloadSchema.safeParse(value);
    expect(asBootPayload(value)).toEqual(parsed.success ? parsed.data : undefined);
  });

  it('keeps a valid payload and refuses a malformed one', () => {
    expect(asBootPayload(payload)).toEqual(payload);
    expect(asBootPayload({ signed_in: 'yes', path: '/', answers: {} })).toBeUndefined();
  });
});
