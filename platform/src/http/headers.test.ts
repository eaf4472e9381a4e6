import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { reactAriaStyles } from './headers.ts';

// The web app's react-aria, as installed at the root of the workspace.
const reactAria = new URL('../../../node_modules/react-aria/dist/private/', import.meta.url);

/** The style text a react-aria module injects, as the browser hashes it. */
function injectedStyles(module: string): string[] {
  const source = readFileSync(new URL(module, reactAria), 'utf8');
  const attribute = /PRESSABLE_ATTRIBUTE = '([^']+)'/.exec(source)?.[1] ?? '';
  return [...source.matchAll(/\.textContent = `([\s\S]*?)`\.trim\(\)/g)].map((m) =>
    (m[1] ?? '').replace(/\$\{[^}]*PRESSABLE_ATTRIBUTE\}/g, attribute).trim(),
  );
}

describe('the Content-Security-Policy’s allowed inline styles', () => {
  it('are exactly the ones the installed react-aria injects', () => {
    const injected = [
      ...injectedStyles('interactions/usePress.mjs'),
      ...injectedStyles('overlays/usePreventScroll.mjs'),
    ];
    expect(injected).toHaveLength(2);
    expect(injected.sort()).toEqual([...reactAriaStyles].sort());
  });
});
