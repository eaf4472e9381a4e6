import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Issue 9: every text a user reads comes from the catalogues, so no screen is left in English in fr, ro or zh.
 * This reads the web's source (not its tests, fixtures or styles) and names, as file:line, each text written into
 * the code: JSX text, a literal given to a text attribute (or any attribute as a sentence), a literal given to a
 * text property or default, a literal in a module's labels/titles/messages, and a sentence anywhere else.
 */
const src = join(import.meta.dirname, '..');
const notShipped = /(\.test\.tsx?|\.css\.ts|\.d\.ts|test-fixtures\.ts)$/;

/** Attributes, properties and parameters that hold what the user reads. */
const textNames = new Set([
  'label',
  'title',
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'aria-roledescription',
  'placeholder',
  'description',
  'tooltip',
  'message',
  'note',
  'emptyText',
  'alt',
  'heading',
  'errorMessage',
]);
/** A module constant whose name says it holds texts: noDepartmentTitle, tileFlagLabels… */
const textConstant = /(label|title|message|caption|heading|text)s?$/i;
/** Words a user reads: a capital, then more than one word ('Not pasted: …', 'The server could not be reached'). */
const sentence = /^\p{Lu}[\p{L}'’]*(\s+\S+)+$/u;
const hasLetters = (text: string) => /\p{L}/u.test(text);

/** The same in every language, with why. */
const allowed = new Map<string, string>([
  ['Bayline', 'the brand'],
  ['The page has no #root element', 'a developer’s error when index.html is broken, before React starts'],
]);

interface Finding {
  at: string;
  text: string;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !notShipped.test(entry.name) ? [path] : [];
  });
}

const isText = (node: ts.Node): node is ts.StringLiteral | ts.NoSubstitutionTemplateLiteral =>
  ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node);

const nameOf = (name: ts.Node | undefined) =>
  name && (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isJsxNamespacedName(name)) ? name.getText() : '';

/**
 * Where a literal's value goes: up through parentheses, `{…}`, the branches of `a ? b : c` and `a ?? b`, but not
 * through a comparison (`mode === 'delete'` is no text).
 */
function destination(node: ts.Node): ts.Node {
  let at = node;
  for (;;) {
    const up = at.parent;
    const passes =
      ts.isParenthesizedExpression(up) ||
      ts.isJsxExpression(up) ||
      ts.isAsExpression(up) ||
      (ts.isConditionalExpression(up) && up.condition !== at) ||
      (ts.isBinaryExpression(up) &&
        [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(up.operatorToken.kind));
    if (!passes) return up;
    at = up;
  }
}

/** The literal's text as the user would read it, when the code writes one; undefined otherwise. */
function writtenText(node: ts.Node): string | undefined {
  if (ts.isJsxText(node)) return hasLetters(node.text) ? node.text.trim() : undefined;
  if (ts.isTemplateExpression(node)) {
    // `Picked up ${name}.` reads as 'Picked up X.'; `${first} ${last}` writes no word of its own.
    const parts = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
    const to = destination(node);
    const toText = ts.isJsxAttribute(to) && textNames.has(nameOf(to.name));
    const written =
      (toText && hasLetters(parts.join(''))) || (/\p{L}{2}/u.test(parts.join(' ')) && sentence.test(parts.join('X')));
    return written ? node.getText() : undefined;
  }
  if (!isText(node) || !hasLetters(node.text)) return undefined;
  const to = destination(node);
  if (ts.isJsxAttribute(to)) return textNames.has(nameOf(to.name)) || sentence.test(node.text) ? node.text : undefined;
  if ((ts.isPropertyAssignment(to) || ts.isParameter(to) || ts.isBindingElement(to)) && to.name !== node) {
    if (textNames.has(nameOf(to.name))) return node.text;
  }
  if (ts.isImportDeclaration(to) || ts.isExportDeclaration(to) || ts.isLiteralTypeNode(to)) return undefined;
  if (insideTextConstant(node)) return node.text;
  return sentence.test(node.text) ? node.text : undefined;
}

/** A value (not a key) in the object or list that initialises a constant named like noDepartmentTitle. */
function insideTextConstant(node: ts.Node): boolean {
  for (let at: ts.Node = node; ; at = at.parent) {
    const up = at.parent;
    if (ts.isVariableDeclaration(up)) return up.initializer === at && textConstant.test(nameOf(up.name));
    const holds =
      (ts.isPropertyAssignment(up) && up.initializer === at) ||
      ts.isObjectLiteralExpression(up) ||
      ts.isArrayLiteralExpression(up) ||
      ts.isAsExpression(up) ||
      ts.isSatisfiesExpression(up);
    if (!holds) return false;
  }
}

/** Every text the code writes in one file's source. */
export function englishLiterals(fileName: string, code: string): Finding[] {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, kind);
  const findings: Finding[] = [];
  const visit = (node: ts.Node) => {
    const text = writtenText(node);
    if (text !== undefined && !allowed.has(text)) {
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      findings.push({ at: `${fileName}:${line}`, text });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return findings;
}

describe('the web app’s source', () => {
  it('writes no text of its own: every one comes from the catalogues', () => {
    const findings = sourceFiles(src).flatMap((file) =>
      englishLiterals(relative(src, file), readFileSync(file, 'utf8')),
    );
    expect(findings.map((f) => `${f.at} ${JSON.stringify(f.text)}`)).toEqual([]);
    // Parses every source file of the web: seconds alone, far longer beside other suites on two cores.
  }, 120_000);

  it('names what a planted English text would be, and lets keys, classes and comparisons be', () => {
    const planted = [
      'export const noDepartmentTitle = "No linked Dept";',
      'const labels = { total: "Total" };',
      'function A({ label = "Close" }) {',
      '  const note = mode === "delete" ? t("x") : t("y");',
      '  setNote("Please correct the highlighted fields.");',
      '  return <Dialog title="User Settings" className="wide" size="lg" aria-label={ok ? "Done" : t("z")}>',
      `    <Button variant="primary" tooltip={\`Rank \${n}\`}>SAVE</Button>`,
      '    <Field kind="task" hint="Press enter to save" options={[{ id: "a", label: "Sunday" }]} />',
      '  </Dialog>;',
      `  const said = \`Picked up \${name}.\`, who = \`\${first} \${last}\`, at = \`/settings/\${first}\`;`,
      '}',
    ].join('\n');
    expect(englishLiterals('plant.tsx', planted).map((f) => `${f.at} ${f.text}`)).toEqual([
      'plant.tsx:1 No linked Dept',
      'plant.tsx:2 Total',
      'plant.tsx:3 Close',
      'plant.tsx:5 Please correct the highlighted fields.',
      'plant.tsx:6 User Settings',
      'plant.tsx:6 Done',
      `plant.tsx:7 \`Rank \${n}\``,
      'plant.tsx:7 SAVE',
      'plant.tsx:8 Press enter to save',
      'plant.tsx:8 Sunday',
      `plant.tsx:10 \`Picked up \${name}.\``,
    ]);
  });
});
