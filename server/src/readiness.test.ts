import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerReadiness } from './readiness.ts';

async function appStarting() {
  const app = Fastify({ routerOptions: { caseSensitive: false, ignoreTrailingSlash: true } });
  const readiness = registerReadiness(app, { starting: true });
  app.get('/api/production/v1/jobadmins/:id', async () => ({ served: true }));
  app.get('/updateHub', async () => ({ served: true }));
  app.get('/health', async () => ({ status: 'ready' }));
  app.get('/', async () => 'the web app');
  return { app, readiness };
}

describe('a starting process', () => {
  it.each([
    '/api/production/v1/jobadmins/1',
    '/API/Production/v1/JobAdmins/1',
    '/%61pi/production/v1/jobadmins/1',
    '/api/no/such/route',
    '/api',
    '/updatehub?lastEventId=3',
  ])('answers %s with 503 problem+json and Retry-After', async (url) => {
    const { app, readiness } = await appStarting();
    readiness.startingBecause('Bayline is seeding the demo shop');
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toMatchObject({ status: 503, title: 'Bayline is seeding the demo shop' });
  });

  it('words why in the language asked for', async () => {
    const { app, readiness } = await appStarting();
    readiness.startingBecause('Bayline is seeding the demo shop');
    const response = await app.inject({ method: 'GET', url: '/api', headers: { 'accept-language': 'fr' } });
    expect(response.headers['content-language']).toBe('fr');
    expect(response.json()).toMatchObject({ status: 503, title: 'Bayline prépare l’atelier de démonstration' });
  });

  it('answers /health with 503 and serves the web app, then serves everything once ready', async () => {
    const { app, readiness } = await appStarting();
    const health = await app.inject({ method: 'GET', url: '/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ status: 'starting' });
    expect((await app.inject({ method: 'GET', url: '/' })).statusCode).toBe(200);

    readiness.ready();
    expect((await app.inject({ method: 'GET', url: '/health' })).json()).toEqual({ status: 'ready' });
    expect((await app.inject({ method: 'GET', url: '/api/production/v1/jobadmins/1' })).json()).toEqual({
      served: true,
    });
  });
});
