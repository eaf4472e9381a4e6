import { addPageCatalogues } from '../../lib/i18n.ts';

/** The calendar's texts in every language, loaded with the appointments page rather than the first page. */
addPageCatalogues(
  'appointments',
  import.meta.glob<Record<string, unknown>>('../../locales/*/appointments.json', { eager: true, import: 'default' }),
);
