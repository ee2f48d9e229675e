import Fastify from 'fastify';
import { z } from 'zod';
import { conflict, tooManyRequests } from './errors';
import { registerErrorHandler } from './error-handler';

describe('error handler', () => {
  const app = Fastify({ logger: false });
  registerErrorHandler(app);
  app.get('/boom', async () => {
    throw new Error('secret internals');
  });
  app.get('/zod', async () => z.object({ name: z.string().min(2, 'Too short'), nested: z.object({ n: z.number() }) }).parse({ name: 'a', nested: { n: 'x' } }));
  app.get('/conflict', async () => {
    throw conflict('Taken', 'SLUG_TAKEN');
  });
  app.get('/slow', async () => {
    throw tooManyRequests(12.2);
  });
  afterAll(() => app.close());

  it('hides unknown errors behind a 500', async () => {
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: 'Something went wrong. Please try again.', error_code: 'INTERNAL_SERVER_ERROR' });
    expect(res.body).not.toContain('secret');
  });

  it('maps zod errors to 400 with per-field details', async () => {
    const res = await app.inject({ method: 'GET', url: '/zod' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Too short', error_code: 'VALIDATION_ERROR', details: { name: ['Too short'], 'nested.n': [expect.any(String)] } });
  });

  it('keeps HttpError status, code and headers', async () => {
    expect((await app.inject({ method: 'GET', url: '/conflict' })).json()).toEqual({ error: 'Taken', error_code: 'SLUG_TAKEN' });
    const slow = await app.inject({ method: 'GET', url: '/slow' });
    expect(slow.statusCode).toBe(429);
    expect(slow.headers['retry-after']).toBe('13');
    expect(slow.json().error_code).toBe('RATE_LIMITED');
  });
});
