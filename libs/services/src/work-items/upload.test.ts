import { createApiClient } from '../client/api-client';
import { createFakeFetch, jsonResponse } from '../client/fake-fetch.test-util';
import { createServices } from '../services';
import { isSameOriginUrl } from './attachment.service';
import { createProgressReporter, progressPercent } from './upload-progress';
import { createXhrUploadTransport, type UploadRequest, type XhrLike } from './upload-transport';

const P = '/api/assets/v2/workspaces/acme/projects/p1';
const attachment = {
  id: 'a1', issue_id: 'i1', project_id: 'p1', attributes: { name: 'a.png', type: 'image/png', size: 3 }, asset_url: '/api/assets/v2/files/a1/',
  is_uploaded: false, created_by: 'u1', created_at: '2025-01-01T00:00:00.000Z', updated_at: '2025-01-01T00:00:00.000Z',
};
const slot = { asset_id: 'a1', asset_url: '/api/assets/v2/files/a1/', upload_data: { url: '/api/assets/v2/uploads/a1/', fields: { key: 'k', policy: 'p' } }, attachment };
const file = () => new File([new Uint8Array([1, 2, 3])], 'a.png', { type: 'image/png' });

// A fake XMLHttpRequest the test drives by hand.
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | undefined;
  status = 0;
  responseText = '';
  withCredentials = false;
  aborted = false;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  finish(status: number, text = '') {
    this.status = status;
    this.responseText = text;
    this.onload?.();
  }
}
const xhrTransport = () => createXhrUploadTransport(() => new FakeXhr() as unknown as XhrLike);

function servicesWith(transport: (r: UploadRequest) => Promise<void>, handler = (path: string, method: string) => {
  if (method === 'POST') return jsonResponse(201, slot);
  return jsonResponse(200, { ...attachment, is_uploaded: true });
}) {
  const fake = createFakeFetch((req) => handler(req.path, req.method));
  const services = createServices(createApiClient({ baseUrl: 'http://cairn.test', fetch: fake.fetch, getCookie: () => 'tok' }), { uploadTransport: transport });
  return { services, fake };
}

describe('progressPercent', () => {
  it.each([[0, 100, 0], [1, 3, 33], [2, 3, 67], [1005, 2000, 50], [3, 3, 100], [5, 3, 100], [1, 0, 0]])('%d of %d → %d', (loaded, total, percent) => {
    expect(progressPercent(loaded, total)).toBe(percent);
  });
});

describe('createProgressReporter', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('sends whole percents once the bytes stop moving for 16 ms, skipping repeats', () => {
    const onProgress = jest.fn();
    const reporter = createProgressReporter(onProgress);
    reporter.update(1, 3);
    jest.advanceTimersByTime(10);
    reporter.update(2, 3);
    jest.advanceTimersByTime(15);
    expect(onProgress).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(onProgress).toHaveBeenCalledTimes(1);
    expect(onProgress).toHaveBeenLastCalledWith(67);
    reporter.update(2001, 3000);
    jest.advanceTimersByTime(16);
    expect(onProgress).toHaveBeenCalledTimes(1);
    reporter.update(3, 3);
    reporter.flush();
    expect(onProgress).toHaveBeenLastCalledWith(100);
    expect(onProgress).toHaveBeenCalledTimes(2);
  });

  it('drops a pending value on cancel', () => {
    const onProgress = jest.fn();
    const reporter = createProgressReporter(onProgress);
    reporter.update(1, 2);
    reporter.cancel();
    jest.advanceTimersByTime(100);
    expect(onProgress).not.toHaveBeenCalled();
  });
});

describe('XHR upload transport', () => {
  it('posts the fields, then the file, with credentials and the given headers', async () => {
    const onProgress = jest.fn();
    const done = xhrTransport()({ url: '/up/', fields: { key: 'k', policy: 'p' }, file: file(), fileName: 'a.png', headers: { 'X-CSRFToken': 'tok' }, withCredentials: true, onProgress });
    const xhr = FakeXhr.last;
    expect(xhr).toMatchObject({ method: 'POST', url: '/up/', withCredentials: true, headers: { 'X-CSRFToken': 'tok' } });
    expect([...xhr.body!.keys()]).toEqual(['key', 'policy', 'file']);
    expect((xhr.body!.get('file') as File).name).toBe('a.png');
    xhr.progress(5, 10);
    expect(onProgress).toHaveBeenCalledWith(5, 10);
    xhr.finish(204);
    await expect(done).resolves.toBeUndefined();
  });

  it('rejects with the server error on a failed status and a network error as status 0', async () => {
    const one = xhrTransport()({ url: '/up/', fields: {}, file: file(), fileName: 'a.png', headers: {}, withCredentials: true });
    FakeXhr.last.finish(400, JSON.stringify({ error: 'The file is larger than 5 MB', error_code: 'ASSET_TOO_LARGE' }));
    await expect(one).rejects.toMatchObject({ status: 400, error_code: 'ASSET_TOO_LARGE' });
    const two = xhrTransport()({ url: '/up/', fields: {}, file: file(), fileName: 'a.png', headers: {}, withCredentials: true });
    FakeXhr.last.onerror?.();
    await expect(two).rejects.toMatchObject({ status: 0 });
  });

  it('aborts the request when the signal fires', async () => {
    const controller = new AbortController();
    const done = xhrTransport()({ url: '/up/', fields: {}, file: file(), fileName: 'a.png', headers: {}, withCredentials: true, signal: controller.signal });
    controller.abort();
    expect(FakeXhr.last.aborted).toBe(true);
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('attachments.upload', () => {
  let info: jest.SpyInstance;
  beforeEach(() => {
    info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
  });
  afterEach(() => {
    info.mockRestore();
    jest.useRealTimers();
  });

  it('asks for a slot, sends the file with the CSRF token, marks it uploaded and answers the attachment', async () => {
    const sent: UploadRequest[] = [];
    const { services, fake } = servicesWith(async (r) => {
      sent.push(r);
    });
    const result = await services.attachments.upload('acme', 'p1', 'i1', file());
    expect(fake.requests.map((r) => [r.method, r.path, r.body])).toEqual([
      ['POST', `${P}/`, { name: 'a.png', type: 'image/png', size: 3, entity_type: 'ISSUE_ATTACHMENT', entity_identifier: 'i1' }],
      ['PATCH', `${P}/a1/`, { is_uploaded: true }],
    ]);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ url: '/api/assets/v2/uploads/a1/', fields: { key: 'k', policy: 'p' }, fileName: 'a.png', headers: { 'X-CSRFToken': 'tok' }, withCredentials: true });
    expect(result).toMatchObject({ id: 'a1', is_uploaded: true });
  });

  it('sends neither cookies nor the CSRF token to an upload url on another origin', async () => {
    const sent: UploadRequest[] = [];
    const foreign = { ...slot, upload_data: { ...slot.upload_data, url: 'https://bucket.example.com/up' } };
    const { services } = servicesWith(async (r) => {
      sent.push(r);
    }, (_path, method) => (method === 'POST' ? jsonResponse(201, foreign) : jsonResponse(200, attachment)));
    await services.attachments.upload('acme', 'p1', 'i1', file());
    expect(sent[0]).toMatchObject({ url: 'https://bucket.example.com/up', headers: {}, withCredentials: false });
  });

  it.each([['/api/up/', true], ['//evil.example/up', false], ['https://x.example/up', false], ['not a url', false]])('isSameOriginUrl(%s) → %s', (url, same) => {
    expect(isSameOriginUrl(url)).toBe(same);
  });

  it('answers the slot attachment, uploaded, when the PATCH answers the asset', async () => {
    const asset = { id: 'a1', asset_url: '/api/assets/v2/files/a1/?v=2', entity_type: 'ISSUE_ATTACHMENT', attributes: attachment.attributes, is_uploaded: true, updated_at: '2025-02-02T00:00:00.000Z' };
    const { services } = servicesWith(async () => undefined, (_path, method) => (method === 'POST' ? jsonResponse(201, slot) : jsonResponse(200, asset)));
    await expect(services.attachments.upload('acme', 'p1', 'i1', file())).resolves.toEqual({
      ...attachment, is_uploaded: true, asset_url: asset.asset_url, updated_at: asset.updated_at,
    });
  });

  it('answers the slot attachment when the PATCH answers nothing', async () => {
    const { services } = servicesWith(async () => undefined, (_path, method) => (method === 'POST' ? jsonResponse(201, slot) : jsonResponse(204)));
    await expect(services.attachments.upload('acme', 'p1', 'i1', file())).resolves.toMatchObject({ id: 'a1', is_uploaded: true });
  });

  it('reports rounded, debounced progress and 100 at the end', async () => {
    jest.useFakeTimers();
    const onProgress = jest.fn();
    let finish!: () => void;
    const { services } = servicesWith((r) => new Promise<void>((resolve) => {
      r.onProgress?.(1, 3);
      r.onProgress?.(2, 3);
      jest.advanceTimersByTime(16);
      r.onProgress?.(2999, 3000);
      finish = () => {
        r.onProgress?.(3000, 3000);
        resolve();
      };
    }));
    const done = services.attachments.upload('acme', 'p1', 'i1', file(), { onProgress });
    while (!finish) await Promise.resolve();
    expect(onProgress.mock.calls).toEqual([[67]]);
    finish();
    await done;
    expect(onProgress.mock.calls).toEqual([[67], [100]]);
  });

  it('a cancelled upload rejects, logs "Upload canceled" and never marks the asset uploaded', async () => {
    const controller = new AbortController();
    const { services, fake } = servicesWith(xhrTransport());
    const done = services.attachments.upload('acme', 'p1', 'i1', file(), { signal: controller.signal });
    while (fake.requests.length === 0 || !FakeXhr.last || FakeXhr.last.url !== '/api/assets/v2/uploads/a1/') await new Promise((r) => setTimeout(r, 0));
    controller.abort();
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
    expect(info).toHaveBeenCalledWith('Upload canceled');
    expect(fake.requests.map((r) => r.method)).toEqual(['POST']);
  });

  it('a failed upload rejects without the cancel log', async () => {
    const { services } = servicesWith(() => Promise.reject(new Error('boom')));
    await expect(services.attachments.upload('acme', 'p1', 'i1', file())).rejects.toThrow('boom');
    expect(info).not.toHaveBeenCalled();
  });
});

describe('editor image upload', () => {
  it('asks for a description-image slot for the item, sends the file, marks it uploaded and answers its url', async () => {
    const sent: UploadRequest[] = [];
    const { services, fake } = servicesWith(async (request) => {
      sent.push(request);
    });
    const result = await services.attachments.uploadEditorImage('acme', 'p1', file(), { entityType: 'ISSUE_DESCRIPTION', itemId: 'i1' });
    expect(result).toEqual({ assetId: 'a1', url: '/api/assets/v2/files/a1/' });
    expect(fake.requests.map((r) => [r.method, r.path, r.body])).toEqual([
      ['POST', `${P}/`, { name: 'a.png', type: 'image/png', size: 3, entity_type: 'ISSUE_DESCRIPTION', entity_identifier: 'i1' }],
      ['PATCH', `${P}/a1/`, { is_uploaded: true }],
    ]);
    expect(sent.map((r) => [r.url, r.fields])).toEqual([['/api/assets/v2/uploads/a1/', { key: 'k', policy: 'p' }]]);
  });

  it('leaves the entity out when the item does not exist yet (the create dialog)', async () => {
    const { services, fake } = servicesWith(async () => undefined);
    await services.attachments.uploadEditorImage('acme', 'p1', file(), { entityType: 'COMMENT_DESCRIPTION' });
    expect(fake.requests[0].body).toEqual({ name: 'a.png', type: 'image/png', size: 3, entity_type: 'COMMENT_DESCRIPTION' });
  });

  it('uploads a page image as a workspace asset (PAGE_DESCRIPTION, the page as entity)', async () => {
    const { services, fake } = servicesWith(async () => undefined);
    const result = await services.attachments.uploadEditorImage('acme', 'p1', file(), { entityType: 'PAGE_DESCRIPTION', pageId: 'pg1' });
    expect(result).toEqual({ assetId: 'a1', url: '/api/assets/v2/files/a1/' });
    expect(fake.requests.map((r) => [r.method, r.path, r.body])).toEqual([
      ['POST', '/api/assets/v2/workspaces/acme/', { name: 'a.png', type: 'image/png', size: 3, entity_type: 'PAGE_DESCRIPTION', entity_identifier: 'pg1' }],
      ['PATCH', '/api/assets/v2/workspaces/acme/a1/', { is_uploaded: true }],
    ]);
  });
});
