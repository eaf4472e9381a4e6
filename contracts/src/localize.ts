import { en as zodEn, fr as zodFr, ro as zodRo, zhCN as zodZh } from 'zod/v4/locales';
import en from './locales/en/messages.json' with { type: 'json' };
import fr from './locales/fr/messages.json' with { type: 'json' };
import ro from './locales/ro/messages.json' with { type: 'json' };
import zh from './locales/zh/messages.json' with { type: 'json' };
import { type FieldError, type Problem, problemDetail } from './problem.ts';

/**
 * The messages of `contracts` and the services are written in English, the spec's words. This turns one into
 * the reader's language through the `messages` catalogue (i18next's shape: `{{name}}` placeholders, `_one`/`_other`
 * plural forms), recognising the English text itself: the code that refuses keeps its wording and knows nothing
 * of languages.
 */
export const messageLanguages = ['en', 'fr', 'ro', 'zh'] as const;
export type MessageLanguage = (typeof messageLanguages)[number];

interface Catalogue {
  [key: string]: string | Catalogue;
}
/** The English catalogue's shape: the `messages` namespace's keys, typed for i18next's `t`. */
export type MessageCatalogue = typeof en;
/** The `messages` namespace of each language, as i18next loads it. */
export const messageCatalogues: Record<MessageLanguage, Catalogue> = { en, fr, ro, zh };

/** Keys as i18next reads them ('badge.left_one') with their texts. */
function flatten(catalogue: Catalogue, prefix = '', into = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') into.set(path, value);
    else flatten(value, path, into);
  }
  return into;
}
const texts = new Map(messageLanguages.map((language) => [language, flatten(messageCatalogues[language])]));

const pluralForm = /_(zero|one|two|few|many|other)$/;
const placeholderPattern = /\{\{\s*(\w+)\s*\}\}/g;
/** Placeholders that always hold a number: matching only digits keeps `{{label}} must be {{max}} or less` exact. */
const numericPlaceholders = new Set(['count', 'min', 'max', 'position', 'seconds', 'state']);

interface Pattern {
  key: string;
  names: string[];
  regex: RegExp;
  /** Characters outside placeholders: the more, the more specific the pattern. */
  literal: number;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** English texts without placeholders, by text; the others as patterns, most specific first. Built once. */
const exact = new Map<string, string>();
const patterns: Pattern[] = [];
for (const [key, text] of texts.get('en')!) {
  const base = key.replace(pluralForm, '');
  const names = [...text.matchAll(placeholderPattern)].flatMap(([, name]) => name ?? []);
  if (!names.length) {
    if (!exact.has(text)) exact.set(text, base);
    continue;
  }
  const parts = text.split(placeholderPattern);
  const source = parts
    .map((part, index) =>
      index % 2 === 0 ? escapeRegex(part) : numericPlaceholders.has(part) ? '(\\d[\\d,.]*)' : '(.+?)',
    )
    .join('');
  patterns.push({
    key: base,
    names,
    regex: new RegExp(`^${source}$`, 'u'),
    literal: text.replace(placeholderPattern, '').length,
  });
}
patterns.sort((a, b) => b.literal - a.literal);

export interface RecognisedMessage {
  /** The catalogue key, without plural form. */
  key: string;
  /** The placeholders' values as the English text held them. */
  values: Map<string, string>;
}

/** Longer than any message with its values: such a text (an echoed address) is not tried against the patterns. */
const longestMessage = 1000;

/** Which catalogue message an English text is, and with what values; undefined when it is none. */
export function recogniseMessage(text: string): RecognisedMessage | undefined {
  if (text.length > longestMessage) return undefined;
  const key = exact.get(text);
  if (key !== undefined) return { key, values: new Map() };
  for (const pattern of patterns) {
    const match = pattern.regex.exec(text);
    if (match) {
      // Every placeholder's group takes part in a match, so each name has its value.
      const values = new Map<string, string>();
      pattern.names.forEach((name, index) => {
        const value = match[index + 1];
        if (value !== undefined) values.set(name, value);
      });
      return { key: pattern.key, values };
    }
  }
  return undefined;
}

/** Whether an English text is a catalogue message whose every value is a number or itself a catalogue text. */
export function isCatalogueMessage(text: string): boolean {
  const recognised = recogniseMessage(text);
  return (
    recognised !== undefined &&
    [...recognised.values].every(
      ([name, value]) => numericPlaceholders.has(name) || exact.has(value) || /^\d+$/.test(value),
    )
  );
}

const pluralRules = new Map(messageLanguages.map((language) => [language, new Intl.PluralRules(language)]));

/** An English text in `language`: unknown text, and text already in another language, come back as they are. */
export function localizeMessage(text: string, language: MessageLanguage): string {
  if (language === 'en') return text;
  const recognised = recogniseMessage(text);
  const catalogue = texts.get(language);
  if (!recognised || !catalogue) return text;
  const { key, values } = recognised;
  const count = values.get('count');
  const template =
    count === undefined
      ? catalogue.get(key)
      : (catalogue.get(`${key}_${pluralRules.get(language)!.select(Number(count))}`) ??
        catalogue.get(`${key}_other`) ??
        // A count the wording needs no plural forms for ('({{count}} over)').
        catalogue.get(key));
  if (template === undefined) return text;
  // A value that is itself a catalogue text (a field label such as 'Scheduled In') is translated too.
  return template.replace(placeholderPattern, (_, name: string) => {
    const value = values.get(name) ?? '';
    const valueKey = exact.get(value);
    return (valueKey !== undefined && catalogue.get(valueKey)) || value;
  });
}

/** A problem body in `language`: its title, its field messages and its detail. */
export function localizeProblem<P extends Problem>(problem: P, language: MessageLanguage): P {
  if (language === 'en') return problem;
  const errors = problem.errors?.map(
    (error): FieldError => ({ ...error, message: localizeMessage(error.message, language) }),
  );
  const localized: P = { ...problem, title: localizeMessage(problem.title, language) };
  if (errors) localized.errors = errors;
  if (problem.detail !== undefined)
    // The detail of a refused form lists its field messages: it is rebuilt from them.
    localized.detail =
      errors && problem.errors && problem.detail === problemDetail(problem.errors)
        ? problemDetail(errors)
        : localizeMessage(problem.detail, language);
  return localized;
}

const isMessageLanguage = (code: string): code is MessageLanguage =>
  (messageLanguages as readonly string[]).includes(code);

/** The best of our languages for an Accept-Language header ('zh-CN,zh;q=0.9' is zh); English when none fits. */
export function preferredLanguage(acceptLanguage: string | undefined): MessageLanguage {
  const ranges = (acceptLanguage ?? '')
    .split(',')
    .map((range, order) => {
      const [tag = '', ...parameters] = range.trim().toLowerCase().split(';');
      const q = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      const [primary = ''] = tag.trim().split('-');
      return { primary, q: q === undefined ? 1 : Number(q), order };
    })
    .filter((range) => range.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
  return ranges.map((range) => range.primary).find(isMessageLanguage) ?? 'en';
}

/** zod's own messages (a type or size without a message of ours) in each language, made once. */
const zodLocales = new Map<MessageLanguage, ReturnType<typeof zodEn>>([
  ['en', zodEn()],
  ['fr', zodFr()],
  ['ro', zodRo()],
  ['zh', zodZh()],
]);

/**
 * zod's locale for a language: `z.config(zodLocale(language))`, or per parse `{ error: zodLocale(l).localeError }`.
 * A message a schema sets itself still wins over either.
 */
export const zodLocale = (language: MessageLanguage) => zodLocales.get(language)!;
