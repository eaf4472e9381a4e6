import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/**
 * The English messages the code base can send to a user, found in its source: what the message catalogue must
 * hold. A template literal is a pattern, each `${…}` a placeholder ('{{}}'); a condition between two texts
 * counts as both.
 */
export interface MessageLiteral {
  /** The text, placeholders as '{{}}'. */
  shape: string;
  where: string;
}

const placeholder = '{{}}';

/** Calls whose argument at a position is a message (a title, a detail, a thing not found). */
const messageArguments = new Map<string, number[]>([
  ['Refusal', [1]],
  ['invalid', [1]],
  ['notFound', [0]],
  ['forbidden', [0]],
  ['problemBody', [1]],
  ['sendProblem', [2]],
]);
/** Properties whose value is a message wherever they are written. */
const messageProperties = new Set(['error', 'message']);
/** More properties that are messages in the problem sender (its table of the framework's errors). */
const problemProperties = new Set(['title', 'detail']);

type FunctionLike = ts.ArrowFunction | ts.FunctionDeclaration | ts.FunctionExpression;

const isFunctionLike = (node: ts.Node): node is FunctionLike =>
  ts.isArrowFunction(node) || ts.isFunctionDeclaration(node) || ts.isFunctionExpression(node);

function sourceFiles(root: string, folders: readonly string[]): ts.SourceFile[] {
  const files: ts.SourceFile[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      // `testing` folders hold test helpers (fake servers, fixtures): no user reads their texts.
      if (entry.isDirectory()) {
        if (entry.name !== 'testing') walk(path);
      } else if (/\.ts$/.test(entry.name) && !/\.test(-support)?\.ts$|\.d\.ts$/.test(entry.name)) {
        const text = readFileSync(path, 'utf8');
        // A port's contract suite or a test helper is test code whatever its name: no user reads its texts.
        if (/from '(vitest|@bayline\/platform\/testing\/[^']*)'/.test(text)) continue;
        files.push(ts.createSourceFile(relative(root, path), text, ts.ScriptTarget.ES2022, true));
      }
    }
  };
  for (const folder of folders) walk(join(root, folder));
  return files;
}

const nameOf = (node: ts.Node | undefined) =>
  node && (ts.isIdentifier(node) || ts.isStringLiteral(node)) ? node.text : undefined;

/** The name a function is called by: its declaration's, or the variable it is assigned to. */
function functionName(fn: FunctionLike): string | undefined {
  if (fn.name) return fn.name.text;
  return ts.isVariableDeclaration(fn.parent) ? nameOf(fn.parent.name) : undefined;
}

/** The callee's last name: `new Refusal`, `invalid(…)`, `deps.forbidden(…)`. */
function calleeName(call: ts.CallExpression | ts.NewExpression): string | undefined {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return undefined;
}

export function messageLiterals(root: string, folders: readonly string[]): MessageLiteral[] {
  const files = sourceFiles(root, folders);

  // Module-level constants holding a text, by name: a message named by a constant is the constant's text.
  const constants = new Map<string, ts.Expression>();
  for (const file of files)
    for (const statement of file.statements)
      if (ts.isVariableStatement(statement))
        for (const declaration of statement.declarationList.declarations)
          if (declaration.initializer && ts.isIdentifier(declaration.name))
            constants.set(declaration.name.text, declaration.initializer);

  /** Where a message goes: the expressions a message flows into, given which function parameters carry one. */
  const messageTakers = new Map<string, Set<number>>();
  const messagePositions = (file: ts.SourceFile, visit: (expression: ts.Expression) => void) => {
    const problemFile = file.fileName.endsWith(join('http', 'problem.ts'));
    const walk = (node: ts.Node) => {
      if (ts.isPropertyAssignment(node)) {
        const name = nameOf(node.name);
        if (name && (messageProperties.has(name) || (problemFile && problemProperties.has(name))))
          visit(node.initializer);
      } else if (ts.isShorthandPropertyAssignment(node) && messageProperties.has(node.name.text)) visit(node.name);
      else if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
        const name = calleeName(node);
        const positions = new Set(
          name ? [...(messageArguments.get(name) ?? []), ...(messageTakers.get(name) ?? [])] : [],
        );
        for (const position of positions) {
          const argument = node.arguments?.[position];
          if (argument) visit(argument);
        }
        // The extras of a refusal: its detail is a message.
        const extras = name === 'Refusal' ? node.arguments?.[2] : undefined;
        if (extras && ts.isObjectLiteralExpression(extras))
          for (const property of extras.properties)
            if (ts.isPropertyAssignment(property) && nameOf(property.name) === 'detail') visit(property.initializer);
      }
      ts.forEachChild(node, walk);
    };
    walk(file);
  };

  // Parameters that reach a message position make their function a message taker; repeat until none is added.
  const functions = files.flatMap((file) => {
    const found: { file: ts.SourceFile; fn: FunctionLike }[] = [];
    const walk = (node: ts.Node) => {
      if (isFunctionLike(node)) found.push({ file, fn: node });
      ts.forEachChild(node, walk);
    };
    walk(file);
    return found;
  });
  /** The names whose value becomes the message: not those a message is merely computed from (`errors.map(…)`). */
  const flowingNames = (expression: ts.Expression): string[] => {
    if (ts.isIdentifier(expression)) return [expression.text];
    if (unwrapped(expression) !== expression) return flowingNames(unwrapped(expression));
    if (ts.isConditionalExpression(expression))
      return [...flowingNames(expression.whenTrue), ...flowingNames(expression.whenFalse)];
    if (ts.isBinaryExpression(expression)) return [...flowingNames(expression.left), ...flowingNames(expression.right)];
    if (ts.isTemplateExpression(expression))
      return expression.templateSpans.flatMap((span) => flowingNames(span.expression));
    return [];
  };
  const takerParameters = (fn: FunctionLike) => {
    const name = functionName(fn);
    const positions = name ? messageTakers.get(name) : undefined;
    return positions ? fn.parameters.filter((_, index) => positions.has(index)) : [];
  };
  for (let added = true; added; ) {
    added = false;
    for (const file of files) {
      const positions: ts.Expression[] = [];
      messagePositions(file, (expression) => positions.push(expression));
      for (const { fn } of functions.filter((f) => f.file === file)) {
        const name = functionName(fn);
        if (!name || !fn.body) continue;
        const used = new Set(
          positions
            .filter((expression) => expression.pos >= fn.body!.pos && expression.end <= fn.body!.end)
            .flatMap(flowingNames),
        );
        fn.parameters.forEach((parameter, index) => {
          const parameterName = nameOf(parameter.name);
          const taken = messageTakers.get(name) ?? new Set<number>();
          if (!parameterName || !used.has(parameterName) || taken.has(index)) return;
          messageTakers.set(name, taken.add(index));
          added = true;
        });
      }
    }
  }

  const found: MessageLiteral[] = [];
  const add = (file: ts.SourceFile, node: ts.Node, shape: string) => {
    // A text of placeholders and punctuation only (`${method} ${url}`) says nothing to translate.
    if (!/\p{L}/u.test(shape.replaceAll(placeholder, ''))) return;
    const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
    found.push({ shape, where: `${file.fileName}:${line + 1}` });
  };
  /** The texts an expression can be: literals, templates, both sides of a condition, a constant's text. */
  const textsOf = (expression: ts.Expression, seen = new Set<string>()): string[] => {
    if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) return [expression.text];
    if (unwrapped(expression) !== expression) return textsOf(unwrapped(expression), seen);
    if (ts.isConditionalExpression(expression))
      return [...textsOf(expression.whenTrue, seen), ...textsOf(expression.whenFalse, seen)];
    if (
      ts.isBinaryExpression(expression) &&
      (expression.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken ||
        expression.operatorToken.kind === ts.SyntaxKind.BarBarToken)
    )
      return textsOf(expression.right, seen);
    if (ts.isIdentifier(expression) && constants.has(expression.text) && !seen.has(expression.text))
      return textsOf(constants.get(expression.text)!, new Set([...seen, expression.text]));
    if (ts.isTemplateExpression(expression)) {
      let shapes = [expression.head.text];
      for (const span of expression.templateSpans) {
        const inner = textsOf(span.expression, seen).filter((text) => !text.includes(placeholder));
        const parts = inner.length && isCondition(span.expression) ? inner : [placeholder];
        shapes = shapes.flatMap((shape) => parts.map((part) => shape + part + span.literal.text));
      }
      return shapes;
    }
    return [];
  };

  for (const file of files) {
    messagePositions(file, (expression) => {
      for (const text of textsOf(expression)) add(file, expression, text);
    });
    // The default message of a function that takes one.
    for (const { fn } of functions.filter((f) => f.file === file))
      for (const parameter of takerParameters(fn))
        if (parameter.initializer) for (const text of textsOf(parameter.initializer)) add(file, parameter, text);
    // Every value of a `…Messages` object, functions' results included; `systemNotes` too, read in the job's history.
    const walk = (node: ts.Node) => {
      const object =
        ts.isVariableDeclaration(node) && /Messages$|^systemNotes$/.test(nameOf(node.name) ?? '') && node.initializer
          ? unwrapped(node.initializer)
          : undefined;
      if (object && ts.isObjectLiteralExpression(object))
        for (const property of object.properties) {
          if (!ts.isPropertyAssignment(property)) continue;
          const value = property.initializer;
          const result = isFunctionLike(value) && !ts.isBlock(value.body!) ? (value.body as ts.Expression) : value;
          for (const text of textsOf(result)) add(file, property, text);
        }
      ts.forEachChild(node, walk);
    };
    walk(file);
  }
  return found;
}

const isCondition = (expression: ts.Expression) => ts.isConditionalExpression(unwrapped(expression));

/** An expression without the `( )`, `as` or `satisfies` around it. */
function unwrapped(expression: ts.Expression): ts.Expression {
  return ts.isParenthesizedExpression(expression) ||
    ts.isAsExpression(expression) ||
    ts.isSatisfiesExpression(expression)
    ? unwrapped(expression.expression)
    : expression;
}
