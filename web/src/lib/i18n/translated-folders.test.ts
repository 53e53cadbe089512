import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { TRANSLATED_PATHS, UNTRANSLATED_TEXTS } from './translated-folders';

const SRC = join(__dirname, '..', '..');

/** Props whose string values people read (or hear). */
const VISIBLE_PROPS = new Set(['aria-label', 'aria-description', 'placeholder', 'title', 'alt', 'label', 'actionLabel', 'message', 'confirmLabel', 'cancelLabel', 'helperText', 'description', 'emptyText', 'loadingText']);

function sourceFiles(path: string): string[] {
  const full = join(SRC, path);
  if (statSync(full).isFile()) return [full];
  return readdirSync(full, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$|\.test-(util|data)\.tsx?$|\.operations\.ts$/.test(file))
    .map((file) => join(full, file));
}

/** Looks like words for a person: a letter pair, not an identifier, path, CSS value or token name. */
function isProse(text: string): boolean {
  const trimmed = text.trim();
  // Abbreviations such as "N/A" (« S. O. » in French) are words too.
  if (/^[A-Z](\/[A-Z])+$/.test(trimmed)) return true;
  if (!/[A-Za-z]{2}/.test(trimmed) || UNTRANSLATED_TEXTS.includes(trimmed)) return false;
  if (/^[a-z][\w.-]*$/.test(trimmed) || /^[\w-]+(\.[\w-]+)+$/.test(trimmed) || /^\/|^https?:|^#|^\d/.test(trimmed)) return false;
  return /^[A-Z][a-z]|\s|[.!?…]$/.test(trimmed);
}

/** Strings an expression compares or indexes with (roles, statuses, keys): code, not text. */
function isCodeValue(node: ts.Node): boolean {
  const parent = node.parent;
  if (ts.isBinaryExpression(parent) && [ts.SyntaxKind.EqualsEqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsEqualsToken].includes(parent.operatorToken.kind)) return true;
  if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent) || ts.isLiteralTypeNode(parent)) return true;
  if (ts.isElementAccessExpression(parent) || ts.isCaseClause(parent) || ts.isPropertyAssignment(parent) && parent.name === node) return true;
  if (ts.isCallExpression(parent) && ts.isIdentifier(parent.expression) && ['graphql', 'require', 'roleMatches', 'Error'].includes(parent.expression.text)) return true;
  if (ts.isNewExpression(parent)) return true;
  // A style value in an object of SVG or CSS properties.
  if (ts.isPropertyAssignment(parent) && /^(font|color|fill|stroke|bg|background|border|shadow|transition)/i.test(parent.name.getText())) return true;
  // Structured data's vocabulary: { '@type': 'Product' }.
  if (ts.isPropertyAssignment(parent) && /^['"]?@/.test(parent.name.getText())) return true;
  // The value of a prop nobody reads: bg={scrolled ? 'rgba(...)' : 'bg'}.
  for (let up: ts.Node = parent; up && !ts.isSourceFile(up); up = up.parent) {
    if (ts.isJsxAttribute(up)) return !VISIBLE_PROPS.has(up.name.getText());
    if (ts.isJsxElement(up) || ts.isJsxSelfClosingElement(up) || ts.isBlock(up)) break;
  }
  return false;
}

/** Every bare user-visible text of a file: "file:line text". */
function bareTexts(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const lines = source.text.split('\n');
  const report = (node: ts.Node, text: string) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    // A code value that reads like words, marked on its line or the line before.
    if (lines[line].includes('i18n-ignore') || lines[line - 1]?.includes('// i18n-ignore')) return;
    found.push(`${relative(SRC, file)}:${line + 1} ${JSON.stringify(text.trim())}`);
  };
  const visit = (node: ts.Node): void => {
    // A macro's text is the catalog's: t`...`, msg`...`.
    if (ts.isTaggedTemplateExpression(node)) return;
    // And so is <Trans>...</Trans>'s: its text, with the elements inside, is one message.
    if (ts.isJsxElement(node) && node.openingElement.tagName.getText() === 'Trans') return;
    if (ts.isJsxText(node) && /[A-Za-z]{2}/.test(node.text) && !UNTRANSLATED_TEXTS.includes(node.text.trim())) report(node, node.text);
    if (ts.isJsxAttribute(node) && VISIBLE_PROPS.has(node.name.getText()) && node.initializer && ts.isStringLiteral(node.initializer)) {
      if (isProse(node.initializer.text)) report(node, node.initializer.text);
      return;
    }
    if (ts.isJsxAttribute(node) && node.initializer && ts.isStringLiteral(node.initializer)) return; // other props: code
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && isProse(node.text) && !isCodeValue(node)) report(node, node.text);
    if (ts.isTemplateExpression(node) && isProse(node.head.text + node.templateSpans.map((span) => span.literal.text).join(' '))) report(node, node.getText());
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the translated folders (lib/i18n/translated-folders.ts)', () => {
  it('have no user-visible text outside the catalogs', () => {
    const files = TRANSLATED_PATHS.flatMap(sourceFiles);
    expect(files.length).toBeGreaterThan(20);
    expect(files.flatMap(bareTexts)).toEqual([]);
  });

  it('catches a bare text, a visible prop and a string in code, and lets a macro through', () => {
    const file = join(SRC, 'lib/i18n/__fixtures__/Bare.tsx');
    expect(bareTexts(file).map((line) => line.replace(/^[^ ]+ /, ''))).toEqual(['"Hello there"', '"Close the dialog"', '"Saving..."']);
  });
});
