import { createHash, createHmac } from 'node:crypto';
import { Readable } from 'node:stream';
import { S3Client } from '@aws-sdk/client-s3';
import { ASSET_MAX_FILE_SIZE } from '@cairn/types';
import type { S3Config } from '../config/config';
import { S3AssetStorage, s3ClientConfig } from './s3-asset-storage';

// No network: presigned forms and links are checked by recomputing AWS Signature V4 here, independently of the SDK;
// object calls go through the real SDK client with a request handler that records requests and answers canned responses.

const minio: S3Config = { bucket: 'cairn-files', region: 'us-east-1', endpoint: 'http://minio:9000', accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY', forcePathStyle: true };
const aws: S3Config = { bucket: 'cairn-files', region: 'eu-west-3', accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret', forcePathStyle: false };
const key = 'workspaces/5b0f7c1e-3a55-4d0a-9d36-0c5f3b9a1c11/0b6a3c52-8d2f-4d8e-9f5e-7c9e8a1b2c3d';

function signingKey(secret: string, date: string, region: string): Buffer {
  const kDate = createHmac('sha256', `AWS4${secret}`).update(date).digest();
  const kRegion = createHmac('sha256', kDate).update(region).digest();
  const kService = createHmac('sha256', kRegion).update('s3').digest();
  return createHmac('sha256', kService).update('aws4_request').digest();
}
const enc = (v: string) => encodeURIComponent(v).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

describe('S3AssetStorage.createUploadTarget (presigned POST)', () => {
  it('pins bucket, key, Content-Type and a content-length-range in a policy signed with the configured secret', async () => {
    const storage = new S3AssetStorage(minio, 900);
    const before = Date.now();
    const target = await storage.createUploadTarget(key, { contentType: 'image/png', maxSize: ASSET_MAX_FILE_SIZE, assetId: 'unused' });
    expect(target.url).toBe('http://minio:9000/cairn-files');
    const f = target.fields;
    expect(f).toMatchObject({ key, 'Content-Type': 'image/png', bucket: 'cairn-files', 'X-Amz-Algorithm': 'AWS4-HMAC-SHA256' });
    const [accessKey, date, region, service, terminator] = f['X-Amz-Credential'].split('/');
    expect([accessKey, region, service, terminator]).toEqual(['AKIDEXAMPLE', 'us-east-1', 's3', 'aws4_request']);
    expect(f['X-Amz-Date'].slice(0, 8)).toBe(date);

    const policy = JSON.parse(Buffer.from(f.Policy, 'base64').toString('utf8')) as { expiration: string; conditions: unknown[] };
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        ['content-length-range', 1, ASSET_MAX_FILE_SIZE],
        { 'Content-Type': 'image/png' },
        { bucket: 'cairn-files' },
        { key },
        { 'X-Amz-Credential': f['X-Amz-Credential'] },
      ]),
    );
    const expiresIn = Date.parse(policy.expiration) - before;
    expect(expiresIn).toBeGreaterThan(895_000);
    expect(expiresIn).toBeLessThanOrEqual(901_000);

    const expected = createHmac('sha256', signingKey(minio.secretAccessKey!, date, 'us-east-1')).update(f.Policy).digest('hex');
    expect(f['X-Amz-Signature']).toBe(expected);
    const wrong = createHmac('sha256', signingKey('other-secret', date, 'us-east-1')).update(f.Policy).digest('hex');
    expect(f['X-Amz-Signature']).not.toBe(wrong);
  });

  it('addresses AWS buckets virtual-host style in their region', async () => {
    const target = await new S3AssetStorage(aws, 600).createUploadTarget(key, { contentType: 'application/pdf', maxSize: 1000, assetId: 'x' });
    expect(target.url).toBe('https://cairn-files.s3.eu-west-3.amazonaws.com/');
    expect(target.fields['X-Amz-Credential']).toMatch(/\/eu-west-3\/s3\/aws4_request$/);
    const policy = JSON.parse(Buffer.from(target.fields.Policy, 'base64').toString('utf8')) as { conditions: unknown[] };
    expect(policy.conditions).toContainEqual(['content-length-range', 1, 1000]);
  });

  it('refuses keys the server did not generate', async () => {
    await expect(new S3AssetStorage(minio, 900).createUploadTarget('../etc/passwd', { contentType: 'text/plain', maxSize: 1, assetId: 'x' })).rejects.toThrow(/invalid storage key/);
  });
});

describe('S3AssetStorage.read (presigned GET redirect)', () => {
  it('signs a GET of the object with the answer headers in the query string', async () => {
    const storage = new S3AssetStorage(minio, 900);
    const at = new Date('2030-01-02T03:04:05Z');
    const disposition = `attachment; filename="r\u00e9sum\u00e9 (1).pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9%20%281%29.pdf`;
    const link = await storage.presignGet(key, { contentType: 'application/pdf', contentDisposition: disposition }, at);
    const url = new URL(link);
    expect(`${url.protocol}//${url.host}${url.pathname}`).toBe(`http://minio:9000/cairn-files/${key}`);
    const q = url.searchParams;
    expect(q.get('response-content-type')).toBe('application/pdf');
    expect(q.get('response-content-disposition')).toBe(disposition);
    expect(q.get('X-Amz-Expires')).toBe('900');
    expect(q.get('X-Amz-Date')).toBe('20300102T030405Z');
    expect(q.get('X-Amz-Credential')).toBe('AKIDEXAMPLE/20300102/us-east-1/s3/aws4_request');
    expect(q.get('X-Amz-SignedHeaders')).toBe('host');
    expect(link).not.toContain('+');

    // Recompute the signature from the link itself.
    const raw = link.slice(link.indexOf('?') + 1).split('&').map((p) => p.split('=') as [string, string]);
    const canonicalQuery = raw
      .filter(([k]) => k !== 'X-Amz-Signature')
      .map(([k, v]) => [decodeURIComponent(k), decodeURIComponent(v)])
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${enc(k)}=${enc(v)}`)
      .join('&');
    const canonicalRequest = ['GET', `/cairn-files/${key}`, canonicalQuery, 'host:minio:9000', '', 'host', 'UNSIGNED-PAYLOAD'].join('\n');
    const stringToSign = ['AWS4-HMAC-SHA256', '20300102T030405Z', '20300102/us-east-1/s3/aws4_request', createHash('sha256').update(canonicalRequest).digest('hex')].join('\n');
    const signature = createHmac('sha256', signingKey(minio.secretAccessKey!, '20300102', 'us-east-1')).update(stringToSign).digest('hex');
    expect(q.get('X-Amz-Signature')).toBe(signature);

    const result = await storage.read(key, { contentType: 'image/png', contentDisposition: 'inline' });
    expect(result.kind).toBe('redirect');
  });

  it('uses the virtual-host address for AWS', async () => {
    const link = await new S3AssetStorage(aws, 300).presignGet(key, { contentType: 'image/png', contentDisposition: 'inline' });
    expect(link.startsWith(`https://cairn-files.s3.eu-west-3.amazonaws.com/${key}?`)).toBe(true);
    expect(new URL(link).searchParams.get('X-Amz-Expires')).toBe('300');
  });
});

describe('S3AssetStorage object calls', () => {
  type Seen = { method: string; path: string; headers: Record<string, string> };
  function storageAnswering(answer: (req: Seen) => { statusCode: number; headers?: Record<string, string>; body?: Buffer }) {
    const seen: Seen[] = [];
    const client = new S3Client({
      ...s3ClientConfig(minio),
      maxAttempts: 1,
      requestHandler: {
        handle: async (request: Seen) => {
          seen.push({ method: request.method, path: request.path, headers: request.headers });
          const res = answer(request);
          return { response: { statusCode: res.statusCode, headers: res.headers ?? {}, body: Readable.from(res.body ? [res.body] : []) } };
        },
      } as never,
    });
    return { storage: new S3AssetStorage(minio, 900, client), seen };
  }

  it('stat reads the size from HEAD and answers null on 404', async () => {
    const { storage, seen } = storageAnswering((req) => (req.path.endsWith('missing') ? { statusCode: 404 } : { statusCode: 200, headers: { 'content-length': '1234', 'content-type': 'image/png' } }));
    expect(await storage.stat(key)).toEqual({ size: 1234, contentType: 'image/png' });
    expect(await storage.stat('workspaces/missing')).toBeNull();
    expect(seen[0]).toMatchObject({ method: 'HEAD', path: `/cairn-files/${key}` });
  });

  it('readHead asks for a byte range and delete sends DELETE', async () => {
    const { storage, seen } = storageAnswering((req) =>
      req.method === 'GET' ? { statusCode: 206, headers: { 'content-length': '4' }, body: Buffer.from([0x89, 0x50, 0x4e, 0x47]) } : { statusCode: 204 },
    );
    expect([...(await storage.readHead(key, 16))]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    expect(seen[0].headers.range).toBe('bytes=0-15');
    await storage.delete(key);
    expect(seen[1]).toMatchObject({ method: 'DELETE', path: `/cairn-files/${key}` });
    expect(seen[1].headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\//);
  });
});
