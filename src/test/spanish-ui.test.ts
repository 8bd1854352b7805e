/**
 * Every text a person reads is Spanish: this test reads the app's source (texts modules, JSX text,
 * attribute values, string literals) and fails on a string that is, as a whole, a common English UI
 * label ('Dashboard', 'Loading…', 'Save'). Code that is not shown (imports, types, object keys,
 * keyboard key names) is skipped by its syntax; the few English strings that are shown on purpose or
 * are identifiers are listed in ALLOWED with their reason.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

import * as ts from 'typescript';

const SRC = join(__dirname, '..');

/**
 * English UI labels that must not be shown. Words that are also Spanish ('Error', 'Panel', 'No',
 * 'Total', 'Chat', 'Email') are not listed: they are right in a Spanish screen.
 */
const ENGLISH = [
  'New Chat',
  'New Conversation',
  'Dashboard',
  'Analytics',
  'Engagement',
  'Settings',
  'Loading',
  'Cancel',
  'Delete',
  'Save',
  'Search',
  'Submit',
  'Close',
  'Edit',
  'Back',
  'Next',
  'Previous',
  'Send',
  'Retry',
  'Sign in',
  'Sign out',
  'Sign up',
  'Log in',
  'Log out',
  'Logout',
  'Login',
  'Profile',
  'Users',
  'Activity',
  'Announcements',
  'Welcome',
  'Help',
  'Support',
  'Confirm',
  'Continue',
  'Download',
  'Upload',
  'Export',
  'Yes',
  'Something went wrong',
  'Try again',
  'Not found',
  'Page not found',
];

/** Strings that match but are not shown as UI text, with the reason (file: string). */
const ALLOWED: Record<string, string> = {};

const LABEL = new Set(ENGLISH.map((w) => w.toLowerCase()));

/** A string as a label: trimmed, without trailing ellipsis, colon or exclamation marks. */
const asLabel = (text: string) =>
  text
    .trim()
    .replace(/(?:\.\.\.|[…:!.])+$/u, '')
    .trim()
    .toLowerCase();

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Literals whose place in the code says they are never shown. */
function isCode(node: ts.Node): boolean {
  const parent = node.parent;
  if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent)) return true;
  if (ts.isLiteralTypeNode(parent) || ts.isExternalModuleReference(parent)) return true;
  if (ts.isPropertyAssignment(parent) && parent.name === node) return true;
  if (ts.isElementAccessExpression(parent) && parent.argumentExpression === node) return true;
  if (ts.isCaseClause(parent)) return true;
  // `event.key === 'Delete'`: a keyboard key's name.
  if (ts.isBinaryExpression(parent)) {
    const other = parent.left === node ? parent.right : parent.left;
    if (ts.isPropertyAccessExpression(other) && /^(key|code)$/.test(other.name.text)) return true;
  }
  return false;
}

interface Finding {
  where: string;
  text: string;
}

/** The English labels a source file shows (`path` names it and tells TSX from TS). */
function englishIn(path: string, code = readFileSync(path, 'utf8')): Finding[] {
  const kind = path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(path, code, ts.ScriptTarget.Latest, true, kind);
  const found: Finding[] = [];
  const check = (node: ts.Node, text: string) => {
    // A label is capitalised; 'submit', 'users' or 'loading' in lower case are identifiers (a
    // button type, a table, a state).
    if (!/^\s*\p{Lu}/u.test(text) || !LABEL.has(asLabel(text))) return;
    const line = file.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    const where = `${relative(SRC, path)}:${line}`;
    if (`${relative(SRC, path)}: ${text.trim()}` in ALLOWED) return;
    found.push({ where, text: text.trim() });
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) check(node, node.text);
    else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (!isCode(node)) check(node, node.text);
    } else if (ts.isTemplateExpression(node)) {
      check(node, node.head.text);
      for (const span of node.templateSpans) check(span, span.literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('every UI string is Spanish', () => {
  it('finds no English UI label in the app source', () => {
    const files = sourceFiles(SRC);
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap((path) => englishIn(path))).toEqual([]);
  });

  it('would catch one (the scan reads JSX text, attributes, literals and templates)', () => {
    const probe = join(SRC, 'test', 'probe.tsx');
    const code = [
      "const a = 'Dashboard';",
      'const b = <p>Loading…</p>;',
      'const c = <button aria-label="Cancel">x</button>;',
      'const d = `Search`;',
      "const e = { Save: 'Guardar' };",
      "if (event.key === 'Delete') {}",
      "type T = 'Settings';",
      "const f = { status: 'loading', type: 'submit' };",
    ].join('\n');
    expect(englishIn(probe, code).map((f) => f.text)).toEqual([
      'Dashboard',
      'Loading…',
      'Cancel',
      'Search',
    ]);
  });
});
