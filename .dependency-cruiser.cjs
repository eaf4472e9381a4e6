// Boundaries of docs/architecture.md ("Shape": who may import whom), checked by `npm run check`.
// Type-only imports count: a cycle or a forbidden import through `import type` is still one.

const services = ['command-service', 'projection-service', 'query-service'];
const ours = ['contracts', 'platform', ...services, 'server', 'web', 'e2e', 'bench'];

/** A path pattern for these top-level folders' sources. */
const within = (folders) => `^(${folders.join('|')})/`;

/** `from` may import of ours only `allowed` (and itself). */
const mayImportOnly = (name, from, allowed, comment) => ({
  name,
  comment,
  severity: 'error',
  from: { path: within([from]) },
  to: { path: within(ours.filter((folder) => folder !== from && !allowed.includes(folder))) },
});

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'An import cycle, type-only ones included: move the shared types to the module both need.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    mayImportOnly('contracts-import-nothing-of-ours', 'contracts', [], 'contracts may import nothing of ours.'),
    mayImportOnly('platform-imports-contracts', 'platform', ['contracts'], 'platform may import only contracts.'),
    mayImportOnly(
      'command-side-imports-contracts-and-platform',
      'command-service',
      ['contracts', 'platform'],
      'The command side never imports the projection or query side.',
    ),
    mayImportOnly(
      'projection-side-imports-contracts-and-platform',
      'projection-service',
      ['contracts', 'platform'],
      'A projector never appends events through the command side, nor serves reads.',
    ),
    mayImportOnly(
      'query-side-imports-contracts-and-platform',
      'query-service',
      ['contracts', 'platform'],
      'The query side imports no projector (the composition hands them in) and no command handler.',
    ),
    mayImportOnly('web-imports-contracts', 'web', ['contracts'], 'The web never imports server packages.'),
    {
      name: 'web-runs-in-the-browser',
      comment: "The web never imports Node's own modules.",
      severity: 'error',
      from: { path: '^web/src/', pathNot: '\\.test\\.tsx?$' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'server-serves-web-as-files',
      comment: 'The server composes the services; it serves the built web as files and imports none of it.',
      severity: 'error',
      from: { path: within(['server']) },
      to: { path: within(['web']) },
    },
    {
      name: 'nothing-builds-on-the-bench',
      comment: 'The bench is a harness: nothing imports it.',
      severity: 'error',
      from: { path: within(ours.filter((folder) => folder !== 'bench')) },
      to: { path: '^bench/' },
    },
    {
      name: 'only-the-bench-builds-on-the-browser-tests',
      comment: 'The browser tests are a harness: only the bench reuses their helpers.',
      severity: 'error',
      from: { path: within(ours.filter((folder) => folder !== 'e2e' && folder !== 'bench')) },
      to: { path: '^e2e/' },
    },
    {
      name: 'command-side-decides-on-streams',
      comment:
        'A command decides on the streams it reads at the moment of deciding, never on a read model, which lags the ' +
        'log (docs/architecture.md, "Which state each command decides on"), so no module of command-service imports ' +
        'the read-store port.',
      severity: 'error',
      from: { path: '^command-service/src/' },
      to: { path: '^platform/src/read-store/' },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that resolves to nothing.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)dist/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
