import { i18n } from '../../lib/i18n.ts';

/**
 * The reports' texts in every language, loaded with the dashboard and reports pages rather than the first page:
 * importing this module adds them to i18next before either page draws.
 */
const files = import.meta.glob<Record<string, unknown>>('../../locales/*/reports.json', {
  eager: true,
  import: 'default',
});
for (const [path, catalogue] of Object.entries(files)) {
  const language = /\/locales\/([^/]+)\/reports\.json$/.exec(path)?.[1];
  if (language) i18n.addResourceBundle(language, 'reports', catalogue, true, true);
}
