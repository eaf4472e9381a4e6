// Every test file runs in exactly one Vitest project, the one of its kind: a unit test (projects unit, web and
// component) runs only code, an integration test a whole Bayline (it imports server/src/local.ts or a helper of
// server/src/testing/ that starts one or talks to one), a browser test a Chromium as well (playwright-core).
// The kind is read from what a file imports, directly or through the modules it imports.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bayline = ['server/src/local.ts', 'server/src/testing/client.ts', 'server/src/testing/processes.ts'];
const kinds = {
  unit: { project: ['unit', 'web', 'component'], says: 'runs only code' },
  integration: { project: ['integration'], says: 'runs a Bayline' },
  browser: { project: ['browser'], says: 'drives a Chromium' },
};

/** The repository file an import names, when it is one (workspace packages map `@bayline/x/y` to x/src/y). */
function resolved(from, specifier) {
  const workspace = /^@bayline\/([^/]+)(?:\/(.+))?$/.exec(specifier);
  const base = specifier.startsWith('.')
    ? join(dirname(from), specifier)
    : workspace
      ? join(workspace[1], 'src', workspace[2] ?? 'index')
      : undefined;
  if (!base) return undefined;
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(
    (file) => /\.tsx?$/.test(file) && existsSync(join(root, file)),
  );
}

const reached = new Map();
/** Everything `file` imports, directly or not: repository files and outside packages. */
function reachedFrom(file, seen = new Set()) {
  if (reached.has(file)) return reached.get(file);
  const found = new Set();
  if (seen.has(file)) return found;
  seen.add(file);
  const source = readFileSync(join(root, file), 'utf8');
  for (const [, specifier] of source.matchAll(/(?:from|import\(?)\s*'([^']+)'/g)) {
    const target = resolved(file, specifier);
    found.add(target ?? specifier);
    if (target) for (const further of reachedFrom(target, seen)) found.add(further);
  }
  reached.set(file, found);
  return found;
}

function kindOf(file) {
  const imports = reachedFrom(file);
  if (imports.has('playwright-core')) return 'browser';
  return bayline.some((helper) => imports.has(helper)) ? 'integration' : 'unit';
}

const listing = mkdtempSync(join(tmpdir(), 'bayline-test-kinds-'));
/** The projects each test file runs in, as Vitest lists them. */
const projectsOf = new Map();
try {
  execFileSync('npx', ['vitest', 'list', '--filesOnly', `--json=${join(listing, 'files.json')}`], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (const { file, projectName } of JSON.parse(readFileSync(join(listing, 'files.json'), 'utf8'))) {
    const path = relative(root, file);
    projectsOf.set(path, [...(projectsOf.get(path) ?? []), projectName]);
  }
} finally {
  rmSync(listing, { recursive: true, force: true });
}

const tests = execFileSync(
  'git',
  ['ls-files', '--cached', '--others', '--exclude-standard', '*.test.ts', '*.test.tsx'],
  {
    cwd: root,
    encoding: 'utf8',
  },
)
  .split('\n')
  .filter((file) => file && existsSync(join(root, file)));

const wrong = tests.flatMap((file) => {
  const projects = projectsOf.get(file) ?? [];

  if (projects.length !== 1) return [`${file}: in ${projects.length ? projects.join(' and ') : 'no project'}`];
  const kind = kindOf(file);
  return kinds[kind].project.includes(projects[0])
    ? []
    : [`${file}: ${kinds[kind].says} (a ${kind} test) but runs in project ${projects[0]}`];
});
if (wrong.length) {
  console.error(`Test files out of their kind's project (see vitest.config.ts):\n  ${wrong.join('\n  ')}`);
  process.exit(1);
}
console.log(`${tests.length} test files, each in the project of its kind.`);
