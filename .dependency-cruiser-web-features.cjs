// The web's feature rules of docs/architecture.md: a feature imports only components, lib and styles (and the text
// catalogues in locales) and its own files; pages compose features at the app level; neither uses react-aria but
// through the design system's primitives. Part of `npm run check` (`npm run check:web-features`).
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  extends: './.dependency-cruiser.cjs',
  forbidden: [
    {
      name: 'web-features-import-only-components-lib-and-styles',
      comment: 'A feature imports only components, lib and styles, and its own files: the app composes features.',
      severity: 'error',
      from: { path: '^web/src/features/([^/]+)/' },
      to: { path: '^web/src/', pathNot: ['^web/src/(components|lib|styles|locales)/', '^web/src/features/$1/'] },
    },
    {
      name: 'screens-compose-the-design-system',
      comment:
        'Features and pages use the primitives of web/src/components (ui/ wraps react-aria-components), never react-aria itself.',
      severity: 'error',
      from: { path: '^web/src/(features|app)/' },
      to: { path: 'node_modules/(react-aria-components|react-aria|react-stately|@react-aria|@react-stately)/' },
    },
  ],
  // The base config leaves out every dist/ folder, where npm packages keep their code too: only the web's own here.
  options: { exclude: { path: '^web/dist/' } },
};
