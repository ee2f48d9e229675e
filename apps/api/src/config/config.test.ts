import path from 'node:path';
import { DEFAULT_SCRYPT_N, loadConfig } from './config';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({}, '/srv/cairn');
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.resolve('/srv/cairn', 'data'),
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      smtp: undefined,
      sessionIdleDays: 7,
      sessionMaxDays: 30,
      trustProxy: false,
      serveApps: true,
      logLevel: 'info',
      scryptN: 2 ** 17,
    });
  });

  it('uses the production scrypt cost unless the test runner lowers it', () => {
    expect(DEFAULT_SCRYPT_N).toBe(131072);
    expect(loadConfig({ SCRYPT_N: '1024' }).scryptN).toBe(DEFAULT_SCRYPT_N);
    expect(loadConfig({ SCRYPT_N: '1024', NODE_ENV: 'production' }).scryptN).toBe(DEFAULT_SCRYPT_N);
    expect(loadConfig({ SCRYPT_N: '1024', NODE_ENV: 'test' }).scryptN).toBe(1024);
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '127.0.0.1',
        CAIRN_DATA_DIR: 'var/cairn',
        DATABASE_URL: 'postgres://u@db/cairn',
        PUBLIC_URL: 'https://cairn.example.org/',
        SMTP_HOST: 'smtp.example.org',
        SMTP_USER: 'mailer',
        SMTP_PASSWORD: 'secret',
        SMTP_FROM: 'Cairn <cairn@example.org>',
        SMTP_SECURE: 'true',
        SESSION_IDLE_DAYS: '2',
        SESSION_MAX_DAYS: '10',
        TRUST_PROXY: '1',
        CAIRN_SERVE_APPS: 'false',
        LOG_LEVEL: 'warn',
      },
      '/srv',
    );
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/srv/var/cairn',
      databaseUrl: 'postgres://u@db/cairn',
      publicUrl: 'https://cairn.example.org',
      smtp: { host: 'smtp.example.org', port: 465, secure: true, user: 'mailer', password: 'secret', from: 'Cairn <cairn@example.org>' },
      sessionIdleDays: 2,
      sessionMaxDays: 10,
      trustProxy: 1,
      serveApps: false,
      logLevel: 'warn',
    });
    expect(loadConfig({ SMTP_HOST: 'mx', SMTP_PORT: '2525' }).smtp).toMatchObject({ port: 2525, secure: false });
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toBe('10.0.0.0/8');
    expect(loadConfig({ PORT: '4000' }).publicUrl).toBe('http://localhost:4000');
  });

  it('keeps uploads under <CAIRN_DATA_DIR>/assets unless S3_BUCKET is set', () => {
    const local = loadConfig({ CAIRN_DATA_DIR: 'var/cairn' }, '/srv');
    expect(local.assets).toEqual({ dir: '/srv/var/cairn/assets', s3: undefined, urlExpirySeconds: 900 });
    const s3 = loadConfig({
      S3_BUCKET: 'cairn-files',
      S3_ENDPOINT: 'http://minio:9000/',
      S3_ACCESS_KEY_ID: 'AKID',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
      ASSET_URL_EXPIRY_SECONDS: '600',
    });
    expect(s3.assets.s3).toEqual({ bucket: 'cairn-files', region: 'us-east-1', endpoint: 'http://minio:9000', accessKeyId: 'AKID', secretAccessKey: 'secret', forcePathStyle: true });
    expect(s3.assets.urlExpirySeconds).toBe(600);
    expect(loadConfig({ S3_BUCKET: 'b', S3_REGION: 'eu-west-3' }).assets.s3).toMatchObject({ region: 'eu-west-3', endpoint: undefined, accessKeyId: undefined, forcePathStyle: false });
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'AKID' })).toThrow(/S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/);
    expect(() => loadConfig({ S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ ASSET_URL_EXPIRY_SECONDS: '5' })).toThrow(/ASSET_URL_EXPIRY_SECONDS/);
  });

  it('refuses bad values with a readable message', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() => loadConfig({ CAIRN_SERVE_APPS: 'maybe' })).toThrow(/CAIRN_SERVE_APPS/);
  });

  it('finds the apps folder from the repo root or from apps/api', () => {
    const root = path.resolve(__dirname, '..', '..', '..', '..');
    expect(loadConfig({}, root).appsDir).toBe(path.join(root, 'apps'));
    expect(loadConfig({}, path.join(root, 'apps', 'api')).appsDir).toBe(path.join(root, 'apps'));
  });
});
