/**
 * What comments and docs cite must be real, so a reader who follows a citation finds it:
 * - every repository path a comment or a doc names exists (`src/…`, `docs/…`, `@shared/…`,
 *   `_shared/…`, a migration's file name, a path relative to the citing file);
 * - a comment or a doc gives the rule and its reason, never a work item's number as the reason;
 * - nothing points outside the repository at the team's own notes (the project stands alone);
 * - a markdown link to a local file or heading resolves (the anchor is GitHub's slug of a heading);
 * - a citation of a doc's section by name (the doc's path, then the name in quotes) finds a
 *   heading or a bold paragraph lead with that text;
 * - no doc under docs/ is longer than 500 lines (a reference a person can read).
 * Pure functions over text, and `scanRepository` that reads the files; checked by
 * check-citations.test.ts in the unit project.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

import { sqlComments, tsComments } from './source-comments.ts';

/** A problem: the file that cites, and what is wrong. */
export interface Finding {
  file: string;
  problem: string;
}

/** The longest doc under docs/. */
export const MAX_DOC_LINES = 500;

/**
 * Migrations up to this version are landed history: their comments are not rewritten (an applied
 * migration is never edited), so only newer ones are checked.
 */
export const LANDED_MIGRATIONS_UNTIL = '20261129040000';

/** Top-level folders and files a citation may start with. */
const ROOTS = ['src', 'supabase', 'scripts', 'e2e', 'docs', 'evals', 'public', '.ci', '.github'];
const ROOT_FILES = /^(?:README|CHANGELOG)\.md$|^[\w.-]+\.(?:json|ts|js|html)$/;

const PATH_CHAR = String.raw`[\w.@\-/\[\]]`;
/** A path as written in prose: a known root or an alias, then path characters. */
const CITED_PATH = new RegExp(
  String.raw`(?<![\w./@-])(?:@shared/|_shared/|\.{1,2}/|(?:${ROOTS.map((r) => r.replace('.', '\\.')).join('|')})/)${PATH_CHAR}*`,
  'g',
);
/** A migration cited by its file name alone. */
const MIGRATION_NAME = /(?<![\w/])\d{14}_\w+\.sql\b/g;
/** A root file cited by name (README.md, package.json…). */
const ROOT_FILE_NAME = /(?<![\w./-])(?:README|CHANGELOG)\.md\b/g;

const ISSUE_NUMBER = /\bissues?[ -]#?\d+/i;
/** Names of notes that live outside this repository, built so this file does not cite them. */
const OUTSIDE_NOTES = new RegExp(
  String.raw`(?<![\w/-])(?:CONTRACTS|ANALYTICS|ARCHITECTURE|SPEC|CLASSES|STYLE)\.md`,
);
const OUTSIDE_FOLDER = '../' + 'shared';

/** Keywords after which a slash opens a regex literal. */
/** A markdown text without its fenced code blocks' info strings and URLs (kept line for line). */
function withoutUrls(text: string): string {
  return text.replace(/\b(?:https?|file|mailto):\/*[^\s)>\]`'"]*/g, (url) =>
    ' '.repeat(url.length),
  );
}

/** The repository paths a text cites, normalised (trailing punctuation off; aliases resolved). */
export function citedPaths(text: string, citingFile: string): string[] {
  if (!text.includes('/') && !text.includes('.md') && !text.includes('.sql')) return [];
  const clean = withoutUrls(text);
  const found: string[] = [];
  for (const match of clean.matchAll(CITED_PATH)) {
    let path = match[0].replace(/[.,:;)\]]+$/, '');
    const after = clean[match.index + match[0].length];
    // Globs, placeholders and templates name many files or none.
    if (after !== undefined && '*{<$…'.includes(after)) continue;
    if (/[*{}<>$]|\.\.\.|…/.test(path) || path.endsWith('/.')) continue;
    if (path.startsWith('@shared/')) path = 'supabase/functions/_shared/' + path.slice(8);
    else if (path.startsWith('_shared/')) path = 'supabase/functions/' + path;
    else if (path.startsWith('./') || path.startsWith('../')) {
      if (!/[\w-]/.test(path)) continue;
      const fromFile = relative('.', join(dirname(citingFile), path));
      // A doc's dot-slash path is usually a command's, run from the repository root.
      path =
        citingFile.endsWith('.md') && path.startsWith('./')
          ? `${fromFile}|${path.slice(2)}`
          : fromFile;
    }
    found.push(path.replace(/\/$/, ''));
  }
  for (const match of clean.matchAll(MIGRATION_NAME)) {
    found.push(`supabase/migrations/${match[0]}`);
  }
  for (const match of clean.matchAll(ROOT_FILE_NAME)) {
    if (!ROOT_FILES.test(match[0])) continue;
    found.push(match[0]);
  }
  return found;
}

/** Why a text breaks the rules on its own (an issue number, a note outside the repository). */
export function wordingProblems(text: string): string[] {
  const problems: string[] = [];
  const issue = ISSUE_NUMBER.exec(text);
  if (issue) problems.push(`gives "${issue[0]}" as a reason: state the rule and why instead`);
  if (text.includes(OUTSIDE_FOLDER)) {
    problems.push(`points outside the repository (${OUTSIDE_FOLDER}): state the rule itself`);
  }
  const note = OUTSIDE_NOTES.exec(text);
  if (note) {
    problems.push(`cites ${note[0]}, which is not in this repository: state the rule itself`);
  }
  return problems;
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
export function githubSlug(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors of a markdown file's headings (a repeated slug gets -1, -2…), outside code fences. */
export function headingAnchors(markdown: string): { anchors: Set<string>; titles: string[] } {
  const anchors = new Set<string>();
  const titles: string[] = [];
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const title = heading[1] ?? '';
    titles.push(title);
    const slug = githubSlug(title);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return { anchors, titles };
}

/** The local targets of a markdown file's links: `[text](target)`, URLs and e-mail left out. */
export function markdownLinks(markdown: string): string[] {
  const links: string[] = [];
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) continue;
    for (const match of line.replace(/`[^`]*`/g, '').matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      const target = match[1] ?? '';
      if (!/^[a-z][\w+.-]*:/i.test(target)) links.push(target);
    }
  }
  return links;
}

/** Sections cited by name after a doc's path: a docs/ path, then a heading in quotes. */
export function citedSections(text: string): { doc: string; section: string }[] {
  const out: { doc: string; section: string }[] = [];
  for (const match of text.matchAll(/\b(docs\/[\w-]+\.md),?\s+["“]([^"”\n]+)["”]/g)) {
    out.push({ doc: match[1] ?? '', section: match[2] ?? '' });
  }
  return out;
}

/**
 * A cited path exists as written, as a module specifier (extension or index file left out), or,
 * for a path written `./…` in a doc, from the repository root (how commands are run).
 */
function resolves(path: string, exists: (path: string) => boolean): boolean {
  return path
    .split('|')
    .some((candidate) => ['', '.ts', '.tsx', '/index.ts'].some((end) => exists(candidate + end)));
}

/** Everything wrong with one file's citations; `exists` and `readDoc` see the repository. */
export function checkFile(
  file: string,
  source: string,
  repo: { exists: (path: string) => boolean; readDoc: (path: string) => string | null },
): Finding[] {
  const findings: Finding[] = [];
  const markdown = file.endsWith('.md');
  const comments = markdown
    ? [{ line: 1, text: source }]
    : file.endsWith('.sql')
      ? sqlComments(source)
      : tsComments(source);
  const anchorsOf = (doc: string) => {
    const text = repo.readDoc(doc);
    return text === null ? null : headingAnchors(text);
  };
  for (const { line, text } of comments) {
    const where = (offset: number) => (markdown ? offset + 1 : line + offset);
    text.split('\n').forEach((lineText, offset) => {
      const at = `${file}:${where(offset)}`;
      for (const problem of wordingProblems(lineText)) findings.push({ file: at, problem });
      for (const path of citedPaths(lineText, file)) {
        if (!resolves(path, repo.exists)) {
          findings.push({ file: at, problem: `cites ${path.split('|')[0]}, which does not exist` });
        }
      }
    });
    for (const { doc, section } of citedSections(text.replace(/\n\s*(?:\*|\/\/|--)?\s*/g, ' '))) {
      const headings = anchorsOf(doc);
      const wanted = section.toLowerCase().replace(/[.:]$/, '');
      const leads = (repo.readDoc(doc) ?? '').toLowerCase();
      if (
        headings &&
        !headings.titles.some((t) => t.toLowerCase().includes(wanted)) &&
        !leads.includes(`**${wanted}`)
      ) {
        findings.push({
          file: `${file}:${line}`,
          problem: `cites ${doc} "${section}": no such heading`,
        });
      }
    }
  }
  if (markdown) {
    for (const link of markdownLinks(source)) {
      const [target = '', anchor] = link.split('#');
      const path = target === '' ? file : relative('.', join(dirname(file), decodeURI(target)));
      if (target === '') {
        if (!headingAnchors(source).anchors.has(anchor ?? '')) {
          findings.push({
            file,
            problem: `links to ${link}: no heading with the anchor #${anchor}`,
          });
        }
      } else if (!repo.exists(path)) {
        findings.push({ file, problem: `links to ${link}: ${path} does not exist` });
      } else if (anchor !== undefined && path.endsWith('.md')) {
        const headings = anchorsOf(path);
        if (headings && !headings.anchors.has(anchor)) {
          findings.push({
            file,
            problem: `links to ${link}: no heading with the anchor #${anchor}`,
          });
        }
      }
    }
  }
  return findings;
}

/** The files whose comments or text are checked, relative to the repository root. */
export function citingFiles(root: string): string[] {
  const files: string[] = ['README.md', 'CHANGELOG.md'].filter((f) => existsSync(join(root, f)));
  const walk = (dir: string, keep: (path: string) => boolean) => {
    if (!existsSync(join(root, dir))) return;
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!entry.name.startsWith('.') && entry.name !== 'node_modules') walk(path, keep);
      } else if (keep(path)) files.push(path);
    }
  };
  const code = (path: string) => /\.(?:ts|tsx|mjs)$/.test(path);
  walk('docs', (path) => path.endsWith('.md'));
  walk('src', code);
  walk('supabase/functions', code);
  walk('supabase/tests', (path) => code(path) || path.endsWith('.sql'));
  walk('supabase/local', code);
  walk('scripts', code);
  walk('e2e', code);
  walk('evals', (path) => code(path) || path.endsWith('.md'));
  walk(
    'supabase/migrations',
    (path) =>
      path.endsWith('.sql') && path.split('/').pop()!.slice(0, 14) > LANDED_MIGRATIONS_UNTIL,
  );
  return files;
}

/** Paths the repository ignores (.gitignore's plain entries): generated, never cited source. */
function ignoredPrefixes(root: string): string[] {
  return readFileSync(join(root, '.gitignore'), 'utf8')
    .split('\n')
    .map((entry) => entry.trim().replace(/\/$/, ''))
    .filter((entry) => entry !== '' && !entry.startsWith('#') && !/[*!]/.test(entry));
}

/** Every finding in the repository at `root`, and the docs over MAX_DOC_LINES. */
export function scanRepository(root: string): Finding[] {
  const ignored = ignoredPrefixes(root);
  const known = new Map<string, boolean>();
  const exists = (path: string) => {
    if (ignored.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return true;
    if (!known.has(path)) known.set(path, existsSync(join(root, path)));
    return known.get(path)!;
  };
  const docs = new Map<string, string | null>();
  const readDoc = (path: string) => {
    if (!docs.has(path)) {
      const full = join(root, path);
      docs.set(
        path,
        existsSync(full) && statSync(full).isFile() ? readFileSync(full, 'utf8') : null,
      );
    }
    return docs.get(path)!;
  };
  const findings: Finding[] = [];
  for (const file of citingFiles(root)) {
    const source = readFileSync(join(root, file), 'utf8');
    findings.push(...checkFile(file, source, { exists, readDoc }));
    if (file.startsWith('docs/')) {
      const lines = source.split('\n').length - (source.endsWith('\n') ? 1 : 0);
      if (lines > MAX_DOC_LINES) {
        findings.push({
          file,
          problem: `has ${lines} lines, over ${MAX_DOC_LINES}: split it by concern`,
        });
      }
    }
  }
  return findings;
}
