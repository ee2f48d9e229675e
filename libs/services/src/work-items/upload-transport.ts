import { ApiError } from '../client/api-error';

/** One multipart upload to an upload slot. */
export interface UploadRequest {
  /** The slot's url (same origin, or absolute). */
  url: string;
  /** Form fields sent before the file, in order. */
  fields: Record<string, string>;
  /** The file, sent last as `file`. */
  file: Blob;
  /** File name for the `file` part. */
  fileName: string;
  /** Extra headers (the CSRF token). */
  headers: Record<string, string>;
  /** Send cookies (same-origin upload slots). */
  withCredentials: boolean;
  /** Cancels the upload; the promise rejects with an AbortError. */
  signal?: AbortSignal;
  /** Bytes sent so far of the whole body. */
  onProgress?: (loaded: number, total: number) => void;
}

/** Sends one multipart upload; resolves when the server accepted it. */
export type UploadTransport = (request: UploadRequest) => Promise<void>;

/** The XMLHttpRequest surface the transport uses (tests pass a fake). */
export type XhrLike = Pick<XMLHttpRequest, 'open' | 'send' | 'abort' | 'setRequestHeader' | 'status' | 'responseText' | 'upload'> & {
  withCredentials: boolean;
  onload: ((this: XMLHttpRequest, ev: ProgressEvent) => unknown) | null;
  onerror: ((this: XMLHttpRequest, ev: ProgressEvent) => unknown) | null;
  onabort: ((this: XMLHttpRequest, ev: ProgressEvent) => unknown) | null;
};

/** The error an aborted upload rejects with (name AbortError, like fetch). */
export function abortError(): Error {
  const error = new Error('Upload canceled');
  error.name = 'AbortError';
  return error;
}

function parseErrorBody(text: string): { error?: string; error_code?: string } {
  try {
    const body = JSON.parse(text) as unknown;
    if (body && typeof body === 'object') {
      const b = body as Record<string, unknown>;
      return { error: typeof b.error === 'string' ? b.error : undefined, error_code: typeof b.error_code === 'string' ? b.error_code : undefined };
    }
  } catch {
    // Storage backends answer XML or nothing; the status alone classifies the failure.
  }
  return {};
}

/**
 * Uploads with XMLHttpRequest: fetch upload progress needs request streams, which Firefox and Safari lack and Chrome
 * only allows over HTTP/2, so XHR is the one way that reports progress everywhere.
 */
export function createXhrUploadTransport(createXhr: () => XhrLike = () => new XMLHttpRequest()): UploadTransport {
  return (request) => new Promise<void>((resolve, reject) => {
    if (request.signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = createXhr();
    const onAbortSignal = () => xhr.abort();
    const done = () => request.signal?.removeEventListener('abort', onAbortSignal);
    xhr.open('POST', request.url);
    xhr.withCredentials = request.withCredentials;
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) request.onProgress?.(event.loaded, event.total);
    };
    xhr.onload = () => {
      done();
      if (xhr.status >= 200 && xhr.status < 300) resolve();
      else reject(new ApiError(xhr.status, parseErrorBody(xhr.responseText)));
    };
    xhr.onerror = () => {
      done();
      reject(new ApiError(0));
    };
    xhr.onabort = () => {
      done();
      reject(abortError());
    };
    request.signal?.addEventListener('abort', onAbortSignal);
    const form = new FormData();
    for (const [name, value] of Object.entries(request.fields)) form.append(name, value);
    form.append('file', request.file, request.fileName);
    xhr.send(form);
  });
}
