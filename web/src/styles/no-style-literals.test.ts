import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Issue 20, item 7: screens compose the design system, so a feature's or the app's styles (its .css.ts files and
 * the inline styles of its .tsx) hold no colour and no size of their own: they take them from the theme's tokens
 * (styles/theme.css.ts) and breakpoints (styles/breakpoints.ts). Each literal found is named as file:line.
 */
const source = path.join(import.meta.dirname, '..');
const screens = ['features', 'app'].map((folder) => path.join(source, folder));

/** A colour written out: '#1a62d2', 'rgb(…)', 'hsl(…)' or a CSS colour name. */
const colour =
  /#[0-9a-f]{3,8}\b|\b(rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(|\b(white|black|red|green|blue|gr[ae]y|silver|orange|yellow|purple|pink|navy|teal|maroon|olive|lime|aqua|fuchsia|crimson|gold|brown)\b/i;
/** A length written out and not zero: '36px', '1.5rem', '0.04em'. */
const length = /(^|[^\w.])(0*[1-9]\d*(\.\d+)?|0*\.\d*[1-9]\d*)(px|r?em)\b/;
/** Properties a number is not a length of (vanilla-extract adds 'px' to a number for every other one). */
const unitless = new Set([
  'flex',
  'flexGrow',
  'flexShrink',
  'order',
  'opacity',
  'zIndex',
  'lineHeight',
  'fontWeight',
  'gridColumn',
  'gridRow',
  'WebkitLineClamp',
  'animationIterationCount',
  'scale',
]);

interface Literal {
  at: string;
  text: string;
}

/** The colour and size literals of one style module, or of the inline styles (`style={{…}}`) of one screen. */
function styleLiterals(file: string, text: string): Literal[] {
  const sourceFile = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: Literal[] = [];
  const report = (node: ts.Node) => {
    const { line } = sourceFile.getLineAndCharacterOfPosition(node.getStart());
    found.push({ at: `${path.relative(source, file)}:${line + 1}`, text: node.getText() });
  };
  const strings = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateLiteralToken(node)) {
      if (colour.test(node.text) || length.test(node.text)) report(node);
    } else if (ts.isNumericLiteral(node) && Number(node.text) !== 0) {
      const property = numberProperty(node);
      if (property && !unitless.has(property)) report(node);
    }
    ts.forEachChild(node, strings);
  };
  const inlineStyles = (node: ts.Node) => {
    if (ts.isJsxAttribute(node) && node.name.getText() === 'style' && node.initializer) strings(node.initializer);
    else ts.forEachChild(node, inlineStyles);
  };
  (file.endsWith('.css.ts') ? strings : inlineStyles)(sourceFile);
  return found;
}

/** The style property a number is (part of) the value of: `width: 36`, `left: -7`, `paddingLeft: 8 + depth * 20`. */
function numberProperty(node: ts.Node): string | undefined {
  let value = node;
  while (
    ts.isBinaryExpression(value.parent) ||
    ts.isParenthesizedExpression(value.parent) ||
    ts.isPrefixUnaryExpression(value.parent)
  )
    value = value.parent;
  const parent = value.parent;
  return ts.isPropertyAssignment(parent) && parent.initializer === value ? parent.name.getText() : undefined;
}

function screenFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return screenFiles(file);
    return /(\.css\.ts|(?<!\.test)\.tsx)$/.test(entry.name) ? [file] : [];
  });
}

describe('screens take colours and sizes from the theme', () => {
  it('no feature or app style writes a colour or a size of its own', () => {
    const literals = screens
      .flatMap(screenFiles)
      .flatMap((file) => styleLiterals(file, readFileSync(file, 'utf8')))
      .map(({ at, text }) => `${at} ${text}`);
    expect(literals).toEqual([]);
  });

  it('sees colours and sizes written in a style module, and lets tokens, zero and ratios be', () => {
    const file = path.join(source, 'features', 'board', 'components', 'card.css.ts');
    const text = [
      'export const a = style({ width: 36, height: vars.control.xl, margin: 0, flex: 1, lineHeight: 1.3, left: -7 });',
      `export const b = style({ border: '2px solid #ffffff', background: \`radial-gradient(\${x}, rgb(1, 2, 3))\` });`,
      "export const c = style({ letterSpacing: '0.04em', color: 'white', borderColor: 'transparent', top: '0px' });",
      "export const d = style({ '@media': { 'screen and (max-width: 480px)': { gap: vars.space.sm } } });",
    ].join('\n');
    expect(styleLiterals(file, text).map(({ at, text }) => `${at} ${text}`)).toEqual([
      'features/board/components/card.css.ts:1 36',
      'features/board/components/card.css.ts:1 7',
      "features/board/components/card.css.ts:2 '2px solid #ffffff'",
      'features/board/components/card.css.ts:2 }, rgb(1, 2, 3))`',
      "features/board/components/card.css.ts:3 '0.04em'",
      "features/board/components/card.css.ts:3 'white'",
      "features/board/components/card.css.ts:4 'screen and (max-width: 480px)'",
    ]);
  });

  it('sees sizes in a screen’s inline style only', () => {
    const file = path.join(source, 'features', 'reports', 'components', 'grid.tsx');
    const text = [
      `const row = <td style={{ paddingLeft: 8 + depth * 20, width: \`\${percent}%\` }} colSpan={3} />;`,
      'const icon = <Icon size={16} />;',
    ].join('\n');
    expect(styleLiterals(file, text).map(({ at, text }) => `${at} ${text}`)).toEqual([
      'features/reports/components/grid.tsx:1 8',
      'features/reports/components/grid.tsx:1 20',
    ]);
  });
});
