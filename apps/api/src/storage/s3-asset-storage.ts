import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { SignatureV4 } from '@smithy/signature-v4';
import type { S3Config } from '../config/config';
import { assertStorageKey, type AssetReadResult, type AssetStorage, type ReadOptions, type StoredObject, type UploadTarget, type UploadTargetOptions } from './asset-storage';

/** The SDK client options for our S3 settings (exported for tests). */
export function s3ClientConfig(config: S3Config): S3ClientConfig {
  return {
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    ...(config.accessKeyId && config.secretAccessKey
      ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
      : {}),
    // Checksums only where S3 requires them: S3-compatible services (MinIO, older releases) may not know the newer ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
}

function statusOf(err: unknown): number | undefined {
  return (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
}

function isNotFound(err: unknown): boolean {
  const name = (err as { name?: string }).name;
  return name === 'NotFound' || name === 'NoSuchKey' || statusOf(err) === 404;
}

/** encodeURIComponent plus the reserved characters it leaves alone. */
function rfc3986(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** Minimal shape of the SDK's HttpRequest as the middleware stack hands it to the signer. */
interface CapturedRequest {
  protocol: string;
  hostname: string;
  port?: number;
  path: string;
  query: Record<string, string | string[] | null>;
  headers: Record<string, string>;
  method: string;
}

/**
 * Files in an S3-compatible bucket. The browser uploads straight to the bucket with a presigned POST whose policy
 * pins the key, the Content-Type and a content-length-range; downloads are presigned GET links (with the answer's
 * Content-Type and Content-Disposition baked in) that the file route redirects to.
 */
export class S3AssetStorage implements AssetStorage {
  readonly kind = 's3' as const;
  readonly client: S3Client;

  constructor(
    readonly config: S3Config,
    readonly expirySeconds: number,
    client?: S3Client,
  ) {
    this.client = client ?? new S3Client(s3ClientConfig(config));
  }

  async createUploadTarget(key: string, options: UploadTargetOptions): Promise<UploadTarget> {
    assertStorageKey(key);
    const { url, fields } = await createPresignedPost(this.client, {
      Bucket: this.config.bucket,
      Key: key,
      // Every field is also added to the policy by the SDK, so Content-Type must be sent exactly as given.
      Fields: { 'Content-Type': options.contentType },
      Conditions: [['content-length-range', 1, options.maxSize]],
      Expires: this.expirySeconds,
    });
    return { url, fields };
  }

  async stat(key: string): Promise<StoredObject | null> {
    assertStorageKey(key);
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.config.bucket, Key: key }));
      return { size: head.ContentLength ?? 0, contentType: head.ContentType };
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  async readHead(key: string, n: number): Promise<Buffer> {
    assertStorageKey(key);
    if (n <= 0) return Buffer.alloc(0);
    try {
      const res = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: key, Range: `bytes=0-${n - 1}` }));
      if (!res.Body) return Buffer.alloc(0);
      return Buffer.from(await res.Body.transformToByteArray()).subarray(0, n);
    } catch (err) {
      // An empty object has no byte 0: S3 answers 416 InvalidRange.
      if (statusOf(err) === 416 || (err as { name?: string }).name === 'InvalidRange') return Buffer.alloc(0);
      throw err;
    }
  }

  async read(key: string, options: ReadOptions): Promise<AssetReadResult> {
    return { kind: 'redirect', url: await this.presignGet(key, options) };
  }

  async delete(key: string): Promise<void> {
    assertStorageKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: key }));
  }

  /**
   * A presigned GET link. The request is built by the SDK's own middleware stack (endpoint rules, path or virtual-host
   * style, key encoding) and taken just before it would be signed and sent; then it is signed into the query string.
   */
  async presignGet(key: string, options: ReadOptions, signingDate?: Date): Promise<string> {
    assertStorageKey(key);
    const command = new GetObjectCommand({
      Bucket: this.config.bucket,
      Key: key,
      ResponseContentType: options.contentType,
      ResponseContentDisposition: options.contentDisposition,
    });
    let captured: CapturedRequest | undefined;
    const stack = this.client.middlewareStack.clone();
    stack.addRelativeTo(
      () => async (args: { request: unknown }) => {
        captured = args.request as CapturedRequest;
        return { response: {}, output: { $metadata: {} } } as never;
      },
      { name: 'cairnPresignCapture', relation: 'before', toMiddleware: 'httpSigningMiddleware', override: true },
    );
    const handler = command.resolveMiddleware(stack, this.client.config, {});
    await handler({ input: command.input });
    if (!captured) throw new Error('S3 request was not built');
    const request = captured;
    // SDK bookkeeping headers would become signed headers the browser never sends.
    for (const name of Object.keys(request.headers)) {
      const lower = name.toLowerCase();
      if (lower.startsWith('amz-sdk-') || lower === 'x-amz-user-agent' || lower === 'user-agent') delete request.headers[name];
    }
    request.headers.host = `${request.hostname}${request.port ? `:${request.port}` : ''}`;
    request.headers['x-amz-content-sha256'] = 'UNSIGNED-PAYLOAD';
    const signer = new SignatureV4({
      credentials: this.client.config.credentials,
      region: this.client.config.region,
      service: 's3',
      sha256: this.client.config.sha256,
      // S3 keys are already encoded once by the serializer.
      uriEscapePath: false,
    });
    const signed = (await signer.presign(request as never, { expiresIn: this.expirySeconds, signingDate })) as unknown as CapturedRequest;
    // Encoded as SigV4 encodes them (RFC 3986, spaces as %20): URLSearchParams would write '+', which S3 may not read back.
    const pairs: string[] = [];
    for (const [name, value] of Object.entries(signed.query).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
      for (const v of value === null ? [''] : [value].flat()) pairs.push(`${rfc3986(name)}=${rfc3986(v)}`);
    }
    return `${signed.protocol}//${signed.hostname}${signed.port ? `:${signed.port}` : ''}${signed.path}?${pairs.join('&')}`;
  }
}
