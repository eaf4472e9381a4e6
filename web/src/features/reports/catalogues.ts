import { addPageCatalogues } from '../../lib/i18n.ts';

/** The reports' texts in every language, loaded with the dashboard and reports pages rather than the first page. */
addPageCatalogues(
  'reports',
  import.meta.glob<Record<string, unknown>>('../../locales/*/reports.json', { eager: true, import: 'default' }),
);
