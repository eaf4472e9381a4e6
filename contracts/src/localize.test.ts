import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { archiveIssues } from './jobs/archive.ts';
import { badgeMessages } from './jobs/folder.ts';
import { dateMessages } from './jobs/job-dates.ts';
import { localizeMessage, localizeProblem, preferredLanguage, zodLocale } from './localize.ts';
import { textMessages } from './messaging.ts';
import { invalid } from './problem.ts';

describe('localizeMessage', () => {
  it('translates a message word for word', () => {
    expect(localizeMessage(dateMessages.startBeforeArrival, 'fr')).toBe(
      'Le début du travail ne peut pas être antérieur à l’arrivée',
    );
    expect(localizeMessage('Not allowed', 'ro')).toBe('Nu este permis');
    expect(localizeMessage('Not allowed', 'zh')).toBe('不允许');
  });

  it('leaves English as it is', () => {
    expect(localizeMessage('Not allowed', 'en')).toBe('Not allowed');
  });

  it('fills a pattern with the number the English held', () => {
    expect(localizeMessage('Must be 120 characters or fewer', 'fr')).toBe('Doit comporter au plus 120 caractères');
    expect(localizeMessage('Must be a whole number from 5 to 60', 'zh')).toBe('必须是 5 到 60 之间的整数');
  });

  it('translates a placeholder that is itself a known text, such as a field label', () => {
    expect(localizeMessage('Scheduled In date is empty', 'fr')).toBe('La date « Entrée prévue » est vide');
    expect(localizeMessage('Job not found', 'ro')).toBe('Nu a fost găsit: Lucrare');
    expect(localizeMessage('Password must be 200 characters or fewer', 'zh')).toBe('“密码”最多 200 个字符');
  });

  it('keeps a placeholder it does not know as it is', () => {
    expect(localizeMessage('An invitation was sent to ana@example.com', 'fr')).toBe(
      'Une invitation a été envoyée à ana@example.com',
    );
  });

  it('chooses the plural form of the language', () => {
    expect(localizeMessage(badgeMessages.left(1), 'fr')).toBe('1 badge restant');
    expect(localizeMessage(badgeMessages.left(4), 'fr')).toBe('4 badges restants');
    expect(localizeMessage(badgeMessages.left(1), 'ro')).toBe('1 insignă rămasă');
    expect(localizeMessage(badgeMessages.left(3), 'ro')).toBe('3 insigne rămase');
    expect(localizeMessage(badgeMessages.left(20), 'ro')).toBe('20 de insigne rămase');
    expect(localizeMessage(badgeMessages.left(2), 'zh')).toBe('还可添加 2 个标记');
  });

  it('fills a count whose wording has no plural forms', () => {
    expect(localizeMessage(textMessages.tooLong(3), 'fr')).toBe('1500 caractères maximum (3 en trop)');
  });

  it('translates what archiving checks, each issue on its own', () => {
    const issues = archiveIssues({
      outstandingTasks: 3,
      hours: 0,
      subTotal: 10,
      scheduledIn: '2026-01-01T00:00:00',
      dateTowIn: null,
      repairStart: '2026-01-01T00:00:00',
      dateReady: '2026-01-01T00:00:00',
      scheduledOut: '2026-01-01T00:00:00',
      datePickup: '2026-01-01T00:00:00',
    });
    expect(issues.map((issue) => localizeMessage(issue, 'fr'))).toEqual([
      '3 tâches en attente',
      'Les heures de main-d’œuvre sont à zéro',
      'La date « Arrivée » est vide',
    ]);
  });

  it('returns unknown and already translated text unchanged', () => {
    expect(localizeMessage('Something nobody wrote', 'fr')).toBe('Something nobody wrote');
    expect(localizeMessage('Non autorisé', 'fr')).toBe('Non autorisé');
    expect(localizeMessage('', 'zh')).toBe('');
  });

  it('reads no prototype: object keys in a text are text', () => {
    for (const text of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'])
      expect(localizeMessage(text, 'fr'), text).toBe(text);
    expect(localizeMessage('__proto__ not found', 'fr')).toBe('__proto__ introuvable');
  });
});

describe('localizeProblem', () => {
  it('translates the title, every field message and the detail listing them', () => {
    const { extra, title } = invalid([
      { field: 'clientName', message: 'Name is required' },
      { field: 'hat', message: 'Job ID must be 12 characters or fewer' },
    ]);
    const problem = { type: 'https://bayline.dev/problems/400', title, status: 400, ...extra };
    expect(localizeProblem(problem, 'fr')).toEqual({
      type: 'https://bayline.dev/problems/400',
      title: 'Certains champs ne sont pas valides',
      status: 400,
      errors: [
        { field: 'clientName', message: 'Le nom est obligatoire' },
        { field: 'hat', message: 'Le champ « N° de travail » doit comporter au plus 12 caractères' },
      ],
      detail:
        'clientName: Le nom est obligatoire; hat: Le champ « N° de travail » doit comporter au plus 12 caractères',
    });
  });

  it('translates a detail of its own and keeps every other member', () => {
    const problem = {
      type: 't',
      title: 'Too many failed attempts',
      status: 429,
      detail: 'Try again in 1 minute.',
      x: 1,
    };
    expect(localizeProblem(problem, 'ro')).toEqual({
      type: 't',
      title: 'Prea multe încercări eșuate',
      status: 429,
      detail: 'Încercați din nou peste 1 minut.',
      x: 1,
    });
    expect(localizeProblem(problem, 'en')).toBe(problem);
  });
});

describe('preferredLanguage', () => {
  it('takes the best of our languages by weight, then by order', () => {
    expect(preferredLanguage('zh-CN,zh;q=0.9')).toBe('zh');
    expect(preferredLanguage('de-DE, fr;q=0.8, ro;q=0.9')).toBe('ro');
    expect(preferredLanguage('FR-ca')).toBe('fr');
    expect(preferredLanguage('fr;q=0, en')).toBe('en');
  });

  it('is English when nothing fits or nothing is asked', () => {
    expect(preferredLanguage('de, es;q=0.5')).toBe('en');
    expect(preferredLanguage(undefined)).toBe('en');
    expect(preferredLanguage('')).toBe('en');
    expect(preferredLanguage('*')).toBe('en');
  });
});

describe('zodLocale', () => {
  const schema = z.object({ code: z.string().max(2), name: z.string({ error: 'Name is required' }) });
  const messages = (language: 'en' | 'fr') =>
    schema
      .safeParse({ code: 'abc', name: 1 }, { error: zodLocale(language).localeError })
      .error?.issues.map((i) => i.message);

  it('words zod’s own messages in the language, while a schema’s own message still wins', () => {
    expect(messages('fr')).toEqual(['Trop grand : chaîne de caractères doit avoir <=2 caractères', 'Name is required']);
    expect(messages('en')?.[0]).toMatch(/^Too big/);
  });
});
