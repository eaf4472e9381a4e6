import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every catalogue: locales/{language}/{namespace}.json, English the reference (spec 3 section 2.13). */
const root = import.meta.dirname;
/** The messages `contracts` and the server word, kept in `contracts` and loaded as the `messages` namespace. */
const messagesRoot = join(root, '../../../contracts/src/locales');
const languages = ['en', 'fr', 'ro', 'zh'];
const namespaces = readdirSync(join(root, 'en'))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.replace(/\.json$/, ''));
const rootOf = (namespace: string) => (namespace === 'messages' ? messagesRoot : root);

const pluralSuffix = /_(zero|one|two|few|many|other)$/;

/** Keys as i18next reads them ('a.b.c') with their texts. */
function flatten(value: unknown, prefix = '', into = new Map<string, string>()): Map<string, string> {
  if (typeof value === 'string') into.set(prefix, value);
  else if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}.${key}` : key, into);
  } else throw new Error(`${prefix} is neither a text nor a group`);
  return into;
}

function catalogue(language: string, namespace: string): Map<string, string> {
  return flatten(JSON.parse(readFileSync(join(rootOf(namespace), language, `${namespace}.json`), 'utf8')));
}

/** A plural key stands for its base key; each language needs the plural forms its own grammar uses. */
function keysOf(texts: Map<string, string>, language: string): string[] {
  const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const keys = new Set<string>();
  for (const key of texts.keys()) {
    const base = key.replace(pluralSuffix, '');
    if (base === key) keys.add(key);
    else for (const form of forms) keys.add(`${base}_${form}`);
  }
  return [...keys].sort();
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([^},\s]+)[^}]*\}\}/g)].map((m) => m[1]).sort();

describe('the catalogues', () => {
  it('exist for every language and namespace', () => {
    for (const language of languages) {
      const files = readdirSync(join(root, language)).filter((file) => file.endsWith('.json'));
      expect(files.map((file) => file.replace(/\.json$/, '')).sort(), language).toEqual([...namespaces].sort());
    }
    expect(namespaces).toEqual(expect.arrayContaining(['common', 'shell', 'auth', 'board', 'jobs', 'settings']));
  });

  for (const namespace of [...namespaces, 'messages']) {
    const english = catalogue('en', namespace);
    for (const language of languages.filter((l) => l !== 'en')) {
      const texts = catalogue(language, namespace);

      it(`${language}/${namespace} has exactly the keys of en/${namespace}`, () => {
        const expected = keysOf(english, language);
        const actual = [...texts.keys()].sort();
        expect(
          expected.filter((key) => !texts.has(key)),
          'missing',
        ).toEqual([]);
        expect(
          actual.filter((key) => !expected.includes(key)),
          'not in English',
        ).toEqual([]);
      });

      it(`${language}/${namespace} fills the same placeholders as English, with no text left empty`, () => {
        for (const [key, text] of texts) {
          const source = english.get(key) ?? english.get(`${key.replace(pluralSuffix, '')}_other`) ?? '';
          expect(placeholders(text), `${language}/${namespace}:${key}`).toEqual(placeholders(source));
          expect(text.trim(), `${language}/${namespace}:${key}`).not.toBe('');
        }
      });
    }
  }
});
