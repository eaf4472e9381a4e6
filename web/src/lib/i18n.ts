import { type MessageCatalogue, messageCatalogues, zodLocale } from '@bayline/contracts';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { z } from 'zod';
import type appointmentsEn from '../locales/en/appointments.json';
import type auditEn from '../locales/en/audit.json';
import type authEn from '../locales/en/auth.json';
import type boardEn from '../locales/en/board.json';
import type commonEn from '../locales/en/common.json';
import type jobsEn from '../locales/en/jobs.json';
import type leaderboardEn from '../locales/en/leaderboard.json';
import type operationsEn from '../locales/en/operations.json';
import type reportsEn from '../locales/en/reports.json';
import type scheduleEn from '../locales/en/schedule.json';
import type settingsEn from '../locales/en/settings.json';
import type shellEn from '../locales/en/shell.json';
import type terminalEn from '../locales/en/terminal.json';
import type userEn from '../locales/en/user.json';

/** The languages the app speaks (spec 3 section 2.13), each named in itself for the language choice. */
export const languages = [
  { code: 'en', name: 'English' },
  { code: 'fr', name: 'Français' },
  { code: 'ro', name: 'Română' },
  { code: 'zh', name: '中文' },
] as const;
export type Language = (typeof languages)[number]['code'];

export const namespaces = [
  'common',
  'shell',
  'auth',
  'board',
  'jobs',
  'settings',
  'user',
  'reports',
  'leaderboard',
  'terminal',
  'audit',
  'appointments',
  'operations',
  'schedule',
  'messages',
] as const;

/** Where the user's own choice is kept across visits. */
export const languageStorageKey = 'bayline.language';

const isLanguage = (code: string | null | undefined): code is Language =>
  languages.some((language) => language.code === code);

/** The user's choice, else the browser's first language we speak, else English. */
export function detectLanguage(stored: string | null, browserLanguages: readonly string[]): Language {
  if (isLanguage(stored)) return stored;
  for (const tag of browserLanguages) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return 'en';
}

/**
 * Every catalogue is bundled with the app (no fetch): locales/{language}/{namespace}.json. The reports' come with
 * the dashboard and reports pages, which add them (features/reports/catalogues.ts), and the appointments' with the
 * calendar (features/appointments/catalogues.ts): the first load carries none.
 */
const files = import.meta.glob<Record<string, unknown>>(
  ['../locales/*/*.json', '!../locales/*/reports.json', '!../locales/*/appointments.json'],
  { eager: true, import: 'default' },
);
type Catalogues = Record<string, Record<string, unknown>>;
const resources: Record<string, Catalogues> = Object.create(null);
/** A language's catalogues by namespace, made on its first catalogue. */
const cataloguesOf = (language: string) => (resources[language] ??= Object.create(null) as Catalogues);
for (const [path, catalogue] of Object.entries(files)) {
  const [, language, namespace] = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
  if (!language || !namespace) continue;
  cataloguesOf(language)[namespace] = catalogue;
}
// The messages `contracts` and the server word in English (field rules, refusals), kept with them in `contracts`.
for (const [language, catalogue] of Object.entries(messageCatalogues)) cataloguesOf(language).messages = catalogue;

function storedLanguage(): string | null {
  try {
    return globalThis.localStorage?.getItem(languageStorageKey) ?? null;
  } catch {
    return null; // storage blocked: the browser's language decides
  }
}

const browserLanguages = (): readonly string[] =>
  globalThis.navigator?.languages ?? (globalThis.navigator?.language ? [globalThis.navigator.language] : []);

i18n.use(initReactI18next).init({
  resources,
  lng: detectLanguage(storedLanguage(), browserLanguages()),
  fallbackLng: 'en',
  supportedLngs: languages.map((language) => language.code),
  ns: [...namespaces],
  defaultNS: 'common',
  initAsync: false,
  interpolation: { escapeValue: false }, // React escapes
  returnNull: false,
});

/** The page and zod's own messages (a type or size without a message of ours) follow the app's language. */
const speak = (language: string) => {
  if (globalThis.document) globalThis.document.documentElement.lang = language;
  z.config(zodLocale(currentLanguage()));
};
speak(i18n.language);
i18n.on('languageChanged', speak);

/**
 * Adds a namespace whose catalogues come with a page rather than the first load (`import.meta.glob` of
 * locales/{language}/{namespace}.json, eager, by the page's module): the page's texts exist before it draws.
 */
export function addPageCatalogues(namespace: string, files: Record<string, Record<string, unknown>>) {
  for (const [path, catalogue] of Object.entries(files)) {
    const language = /\/locales\/([^/]+)\/[^/]+\.json$/.exec(path)?.[1];
    if (language) i18n.addResourceBundle(language, namespace, catalogue, true, true);
  }
}

/** The language the app speaks now. */
export function currentLanguage(): Language {
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
}

/** Switches the app's language and remembers the choice for the next visit. */
export function chooseLanguage(language: Language): Promise<unknown> {
  try {
    globalThis.localStorage?.setItem(languageStorageKey, language);
  } catch {
    // storage blocked: the choice lasts until the page is left
  }
  return i18n.changeLanguage(language);
}

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof commonEn;
      shell: typeof shellEn;
      auth: typeof authEn;
      board: typeof boardEn;
      jobs: typeof jobsEn;
      settings: typeof settingsEn;
      user: typeof userEn;
      reports: typeof reportsEn;
      leaderboard: typeof leaderboardEn;
      terminal: typeof terminalEn;
      audit: typeof auditEn;
      appointments: typeof appointmentsEn;
      operations: typeof operationsEn;
      schedule: typeof scheduleEn;
      messages: MessageCatalogue;
    };
  }
}

export { i18n };
