import { invitationMessages, type SessionUser } from '@bayline/contracts';
import type { SentMail } from '@bayline/platform/mail';
import { describe, expect, it } from 'vitest';
import { apiClient } from './testing/client.ts';
import { localShop } from './testing/fixture.ts';
import { eventually } from './testing/processes.ts';

const identity = '/api/identity/v1';
const { bayline, owner } = localShop({ jobsPerLocation: 2, users: { owner: 'demo@bayline.test' } });

/** The outbox as support reads it. */
const outbox = async (): Promise<SentMail[]> => (await owner.get('/api/admin/v1/outbox')).json;
/** The token of the newest link mailed to an address. */
async function linkTo(email: string, page: 'register' | 'forgot'): Promise<{ url: string; token: string }> {
  const mail = await eventually(async () => {
    const found = (await outbox()).find((m) => m.to === email && m.text.includes(`/${page}?token=`));
    if (!found) throw new Error(`no ${page} mail to ${email} yet`);
    return found;
  }, 10_000);
  const url = /(http\S+)/.exec(mail.text)?.[1];
  if (!url) throw new Error(`no link in the ${page} mail to ${email}`);
  return { url, token: decodeURIComponent(new URL(url).searchParams.get('token')!) };
}

describe('invitations', () => {
  it('mails a link to the invited address, and the link registers and signs in the user once', async () => {
    const invited = await owner.post(`${identity}/users/invite`, { email: 'Invited.One@Shop.example' });
    expect(invited.status).toBe(202);
    expect(invited.json.message).toBe(invitationMessages.invited('invited.one@shop.example'));
    const { url, token } = await linkTo('invited.one@shop.example', 'register');
    expect(url.startsWith(`${bayline.url}/register?token=`)).toBe(true);
    const [mail] = await outbox();
    expect(mail?.subject).toBe('Your invitation to Bayline');
    expect(mail?.text).toContain('invites you to use Bayline at ');

    const newcomer = apiClient(bayline.url);
    const body = {
      token,
      firstName: 'Ines',
      lastName: 'Invited',
      password: 'a-long-password',
      confirmPassword: 'a-long-password',
    };
    const registered = await newcomer.post(`${identity}/users/register`, body);
    expect(registered.status).toBe(200);
    const user = registered.json as SessionUser;
    expect(user).toMatchObject({
      email: 'invited.one@shop.example',
      firstName: 'Ines',
      eula: false,
      roles: ['dashReader'],
    });
    expect(user.locations.map((l) => l.isSelected)).toEqual([true]);
    expect((await newcomer.read(`${identity}/users`)).json.email).toBe('invited.one@shop.example');
    // The same link again: refused like a wrong one.
    expect((await apiClient(bayline.url).post(`${identity}/users/register`, body)).status).toBe(401);
    // And the address cannot be invited twice.
    const again = await owner.post(`${identity}/users/invite`, { email: 'invited.one@shop.example' });
    expect(again.status).toBe(400);
    expect(again.json.errors).toEqual([{ field: 'email', message: invitationMessages.alreadyUser }]);
  });

  it('refuses a viewer, a bad address, and passwords that differ', async () => {
    const viewer = apiClient(bayline.url);
    await viewer.login('viewer@bayline.test');
    expect((await viewer.post(`${identity}/users/invite`, { email: 'x@shop.example' })).status).toBe(403);
    expect((await owner.post(`${identity}/users/invite`, { email: 'not-an-address' })).status).toBe(400);
    await owner.post(`${identity}/users/invite`, { email: 'invited.two@shop.example' });
    const { token } = await linkTo('invited.two@shop.example', 'register');
    const differ = await apiClient(bayline.url).post(`${identity}/users/register`, {
      token,
      firstName: 'T',
      lastName: 'Two',
      password: 'a-long-password',
      confirmPassword: 'another-password',
    });
    expect(differ.status).toBe(400);
    expect(differ.json.errors).toEqual([{ field: 'confirmPassword', message: invitationMessages.passwordsDiffer }]);
  });
});

describe('forgotten passwords', () => {
  it('answers the same for a user and for nobody, and mails only the user', async () => {
    const before = (await outbox()).length;
    const known = await apiClient(bayline.url).post(`${identity}/users/forgot`, { email: 'tech@bayline.test' });
    const unknown = await apiClient(bayline.url).post(`${identity}/users/forgot`, { email: 'nobody@shop.example' });
    expect([known.status, unknown.status]).toEqual([202, 202]);
    expect(unknown.json).toEqual(known.json);
    expect(known.json.message).toBe(invitationMessages.resetRequested);
    await linkTo('tech@bayline.test', 'forgot');
    expect((await outbox()).length).toBe(before + 1);
  });

  it('sets the new password once with the link and ends the user’s sessions', async () => {
    const tech = apiClient(bayline.url);
    expect((await tech.login('estimator@bayline.test')).status).toBe(200);
    await apiClient(bayline.url).post(`${identity}/users/forgot`, { email: 'estimator@bayline.test' });
    const { token } = await linkTo('estimator@bayline.test', 'forgot');
    const body = { token, password: 'a-new-long-password', confirmPassword: 'a-new-long-password' };
    const reset = await apiClient(bayline.url).post(`${identity}/users/reset`, body);
    expect(reset.status).toBe(200);
    expect(reset.json.message).toBe(invitationMessages.passwordSet);
    expect((await tech.get(`${identity}/users`)).status).toBe(401);
    expect((await apiClient(bayline.url).post(`${identity}/users/reset`, body)).status).toBe(401);
    expect((await apiClient(bayline.url).login('estimator@bayline.test')).status).toBe(401);
    expect((await apiClient(bayline.url).login('estimator@bayline.test', 'a-new-long-password')).status).toBe(200);
  });

  it('mails one account at most 10 links in 10 minutes, then answers 429; other accounts are still served', async () => {
    const answers: { status: number; retryAfter: string | null }[] = [];
    for (let i = 0; i < 11; i++) {
      const answer = await apiClient(bayline.url).post(`${identity}/users/forgot`, { email: 'manager@bayline.test' });
      answers.push({ status: answer.status, retryAfter: answer.headers.get('retry-after') });
    }
    expect(answers.map((a) => a.status)).toEqual([...Array(10).fill(202), 429]);
    expect(Number(answers[10]?.retryAfter)).toBeGreaterThan(500);
    await eventually(async () =>
      expect((await outbox()).filter((m) => m.to === 'manager@bayline.test')).toHaveLength(10),
    );
    const other = await apiClient(bayline.url).post(`${identity}/users/forgot`, { email: 'viewer@bayline.test' });
    expect(other.status).toBe(202);
  });

  it('is throttled like sign-in on wrong links: the 11th wrong one from an address answers 429', async () => {
    const wrong = {
      token: `${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(12)}.${'a'.repeat(43)}`,
      password: 'a-long-password',
      confirmPassword: 'a-long-password',
    };
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await apiClient(bayline.url).post(`${identity}/users/reset`, wrong)).status);
    // The used link tried above was this address's first wrong one.
    expect(statuses).toEqual([...Array(9).fill(401), 429, 429]);
  });

  it('keeps the outbox for support and owners only', async () => {
    const viewer = apiClient(bayline.url);
    await viewer.login('viewer@bayline.test');
    expect((await viewer.get('/api/admin/v1/outbox')).status).toBe(403);
    expect((await apiClient(bayline.url).get('/api/admin/v1/outbox')).status).toBe(401);
  });
});
