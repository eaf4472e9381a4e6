import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isCatalogueMessage, messageCatalogues, messageLanguages } from '../localize.ts';
import { messageLiterals } from './message-literals.test-support.ts';

const root = join(import.meta.dirname, '../../..');
const literals = messageLiterals(root, [
  'contracts/src',
  'platform/src',
  'command-service/src',
  'query-service/src',
  'server/src',
]);

/** Texts in a message position that no user reads. */
const notMessages = new Map([
  ['MessageChanged', 'the event a preset’s `message` field change records'],
  ['forgot', 'a page of a mailed link'],
  ['register', 'a page of a mailed link'],
  ['Your car is ready', 'a text in the fuzz suite’s example request'],
]);

describe('the message catalogue', () => {
  it('is what the source is scanned against: the scan finds each kind of message', () => {
    const shapes = new Set(literals.map((literal) => literal.shape));
    for (const shape of [
      'Not allowed', // a Refusal title
      '{{}} not found', // a template: a pattern
      'Location', // a thing notFound names
      'Scheduled In must be after today', // a *Messages value
      '{{}} outstanding task', // one side of a plural condition
      '{{}} outstanding tasks',
      'Sort order', // a label a schema helper puts in its messages
      'Colour must be #rrggbb', // a zod error option
      'The body is not valid JSON', // a problem title of the HTTP edge
      'Reopen it before changing it.', // a refusal's detail
    ])
      expect(shapes, shape).toContain(shape);
  });

  it('holds every message the code base can send, each value a number or a text it holds too', () => {
    const missing = literals
      .filter((literal) => !notMessages.has(literal.shape))
      // A placeholder the scan cannot know stands for a number; its real texts are found where they are passed.
      .filter((literal) => !isCatalogueMessage(literal.shape.replaceAll('{{}}', '7')))
      .map((literal) => `${literal.where}: ${literal.shape}`);
    expect(missing).toEqual([]);
  });

  /** Texts a language writes as English does: names, codes and words the two share. */
  const sameAsEnglish: Record<string, string[]> = {
    fr: ['Description', 'E-mail', 'Message', 'Minutes', 'Note', 'Province', 'VIN'],
    ro: ['Conflict', 'E-mail', 'VIN'],
    zh: ['VIN'],
  };

  for (const language of messageLanguages.filter((l) => l !== 'en')) {
    it(`leaves no English in ${language}`, () => {
      const english = new Set(Object.values(flat(messageCatalogues.en)));
      const left = Object.values(flat(messageCatalogues[language])).filter(
        (text) => english.has(text) && !sameAsEnglish[language]?.includes(text),
      );
      expect(left).toEqual([]);
    });
  }
});

function flat(catalogue: object, prefix = ''): Record<string, string> {
  return Object.assign(
    {},
    ...Object.entries(catalogue).map(([key, value]) =>
      typeof value === 'string' ? { [`${prefix}${key}`]: value } : flat(value, `${prefix}${key}.`),
    ),
  );
}
