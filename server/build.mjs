// Builds the server's entry points to plain JavaScript in server/dist, so production runs `node` without tsx.
// Our workspaces (@bayline/*) are bundled in; every other package stays an import of node_modules, and must be a
// production dependency of a bundled workspace, so `npm ci --omit=dev` (the Docker image) installs it.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const server = dirname(fileURLToPath(import.meta.url));
const root = dirname(server);
const entries = [
  'main',
  'projection-thread',
  'seed-cli',
  'rebuild-cli',
  'support-cli',
  'verify-export-cli',
  'backup-cli',
  'restore-cli',
];

/** The dependencies of the server and of every workspace it bundles: the packages the bundles may import. */
function productionDependencies() {
  const readManifest = (folder) => JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8'));
  const workspaces = new Map(
    readManifest(root).workspaces.map((folder) => [readManifest(join(root, folder)).name, join(root, folder)]),
  );
  const allowed = new Set();
  const visit = (folder) => {
    for (const name of Object.keys(readManifest(folder).dependencies ?? {})) {
      if (allowed.has(name)) continue;
      allowed.add(name);
      if (workspaces.has(name)) visit(workspaces.get(name));
    }
  };
  visit(server);
  return allowed;
}

const packageName = (specifier) => specifier.split('/', specifier.startsWith('@') ? 2 : 1).join('/');

/** Bundles @bayline/* and leaves other packages external, refusing any that is not a production dependency. */
function externalPackages(allowed) {
  return {
    name: 'external-packages',
    setup(context) {
      context.onResolve({ filter: /^[^./]/ }, (args) => {
        if (args.path.startsWith('node:') || args.path.startsWith('@bayline/')) return undefined;
        const name = packageName(args.path);
        if (!allowed.has(name))
          return {
            errors: [{ text: `${name} is imported but is not a production dependency of a bundled workspace` }],
          };
        return { path: args.path, external: true };
      });
    },
  };
}

export async function buildServer({ outdir = join(server, 'dist') } = {}) {
  await build({
    entryPoints: Object.fromEntries(entries.map((entry) => [entry, join(server, 'src', `${entry}.ts`)])),
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [externalPackages(productionDependencies())],
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();
