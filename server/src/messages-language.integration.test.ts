import { beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from './testing/client.ts';
import { localShop } from './testing/fixture.ts';

const { bayline } = localShop({ jobsPerLocation: 1 });

/**
 * A job the route's input refuses: spec messages of ours (a name, a phone number, a job class left out) and one of zod's
 * own (a flag that is not true or false).
 */
const badJob = { clientName: ' ', clientCellular: '12', isException: 'yes' };
let manager: ReturnType<typeof apiClient>;
const createJob = (acceptLanguage: string) =>
  manager.post('/api/production/v1/jobadmins', badJob, { 'accept-language': acceptLanguage });
const messagesOf = (answer: { json: { errors?: { field: string; message: string }[] } }) =>
  Object.fromEntries(answer.json.errors?.map((e) => [e.field, e.message]) ?? []);

beforeAll(async () => {
  manager = apiClient(bayline.url);
  expect((await manager.login('manager@bayline.test')).status).toBe(200);
});

describe('problems in the reader’s language', () => {
  it('answers in French when French is asked for, zod’s messages and the spec’s alike', async () => {
    const answer = await createJob('fr-FR,fr;q=0.9,en;q=0.5');
    expect(answer.status).toBe(400);
    expect(answer.headers.get('content-language')).toBe('fr');
    expect(answer.headers.get('vary')).toMatch(/accept-language/i);
    expect(answer.json.title).toBe('Certains champs ne sont pas valides');
    expect(messagesOf(answer)).toEqual({
      clientName: 'Le nom est obligatoire',
      clientCellular: 'Le numéro de téléphone n’est pas valide',
      jobClassId: 'La classe de travail est obligatoire',
      isException: 'Entrée invalide : booléen attendu, chaîne de caractères reçu',
    });
    expect(answer.json.detail).toContain('clientName: Le nom est obligatoire');
    // The status line stays ASCII: the English title.
    expect(answer.statusText).toBe('Some fields are not valid');
  });

  it('answers the same request in English word for word, as before', async () => {
    const answer = await createJob('en-GB');
    expect(answer.status).toBe(400);
    expect(answer.headers.get('content-language')).toBe('en');
    expect(answer.json.title).toBe('Some fields are not valid');
    expect(messagesOf(answer)).toEqual({
      clientName: 'Name is required',
      clientCellular: 'Phone number is not valid',
      jobClassId: 'Job Class is required',
      isException: 'Invalid input: expected boolean, received string',
    });
  });

  it('picks Chinese for zh-CN, and English for a language it does not speak', async () => {
    const chinese = await createJob('zh-CN,zh;q=0.9');
    expect(chinese.headers.get('content-language')).toBe('zh');
    expect(chinese.json.title).toBe('部分字段无效');
    expect(messagesOf(chinese).clientCellular).toBe('电话号码无效');

    const german = await createJob('de-DE');
    expect(german.headers.get('content-language')).toBe('en');
    expect(german.json.title).toBe('Some fields are not valid');
  });

  it('words a refusal of the code in the language too', async () => {
    const answer = await apiClient(bayline.url).get('/api/identity/v1/users', { 'accept-language': 'ro' });
    expect(answer.status).toBe(401);
    expect(answer.json.title).toBe('Vă rugăm să vă autentificați');
    expect(answer.headers.get('content-language')).toBe('ro');
  });
});
