import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * A feature imports its own files and the shared layers only: pages compose features at the app level, so one
 * feature never reaches into another (issue 20, item 6).
 */
const features = path.dirname(fileURLToPath(import.meta.url));
const source = path.dirname(features);
const sharedLayers = ['components', 'lib', 'styles', 'locales'].map((layer) => path.join(source, layer));

const inside = (folder: string, file: string) => file === folder || file.startsWith(`${folder}${path.sep}`);

/** The imports of one feature file that leave its feature for anything but the shared layers, as 'file:line -> import'. */
function strayImports(file: string, text: string): string[] {
  const feature = path.join(features, path.relative(features, file).split(path.sep)[0] ?? '');
  return ts
    .preProcessFile(text, true, true)
    .importedFiles.filter(({ fileName }) => {
      if (!fileName.startsWith('.')) return false;
      const target = path.resolve(path.dirname(file), fileName);
      return !inside(feature, target) && !sharedLayers.some((layer) => inside(layer, target));
    })
    .map(({ fileName, pos }) => {
      const line = text.slice(0, pos).split('\n').length;
      return `${path.relative(source, file)}:${line} -> ${fileName}`;
    });
}

const featureFiles = readdirSync(features, { recursive: true, encoding: 'utf8' })
  .filter((name) => /\.tsx?$/.test(name))
  .map((name) => path.join(features, name));

describe('web feature boundaries', () => {
  it('no feature imports another feature or the app', () => {
    const stray = featureFiles.flatMap((file) => strayImports(file, readFileSync(file, 'utf8')));
    expect(stray).toEqual([]);
  });

  it('sees an import of another feature, static or on demand', () => {
    const file = path.join(features, 'terminal', 'components', 'terminal-card.tsx');
    const text = [
      "import { BadgeStateMenu } from '../../badges/components/badge-state-menu.tsx';",
      "import { jobLabel } from '../../../lib/format.ts';",
      "import { cardStatus } from '../terminal.ts';",
      "const dialog = () => import('../../job-folder/components/job-folder-dialog.tsx');",
    ].join('\n');
    expect(strayImports(file, text)).toEqual([
      'features/terminal/components/terminal-card.tsx:1 -> ../../badges/components/badge-state-menu.tsx',
      'features/terminal/components/terminal-card.tsx:4 -> ../../job-folder/components/job-folder-dialog.tsx',
    ]);
  });
});
