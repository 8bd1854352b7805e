import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import {
  checkFile,
  citedPaths,
  githubSlug,
  headingAnchors,
  markdownLinks,
  scanRepository,
  wordingProblems,
} from './check-citations';
import { sqlComments, tsComments } from './source-comments';

const root = fileURLToPath(new URL('..', import.meta.url));

/** A repository of a few files, for checkFile. */
const fakeRepo = (files: Record<string, string>) => ({
  exists: (path: string) =>
    path in files || Object.keys(files).some((file) => file.startsWith(`${path}/`)),
  readDoc: (path: string) => files[path] ?? null,
});

describe('the repository', () => {
  it('cites only paths and headings that exist, gives rules instead of issue numbers, keeps docs short', () => {
    const findings = scanRepository(root).map(({ file, problem }) => `${file}: ${problem}`);
    expect(findings).toEqual([]);
  });
});

describe('tsComments', () => {
  it('reads line and block comments with their lines, never strings, templates or regexes', () => {
    const source = [
      "const url = 'https://example.com/src/nowhere.ts'; // a note on src/lib/a.ts",
      'const re = /\\/\\/ not a comment/g;',
      'const t = `docs/${name}.md // not a comment ${{ a: 1 }.a}`;',
      '/**',
      ' * Block on docs/b.md',
      ' */',
      'const d = a / b; // after a division',
      'const e = () => { return /[\'"]/.test(x); }; // after a returned regex',
    ].join('\n');
    expect(tsComments(source)).toEqual([
      { line: 1, text: ' a note on src/lib/a.ts' },
      { line: 4, text: '*\n * Block on docs/b.md\n ' },
      { line: 7, text: ' after a division' },
      { line: 8, text: ' after a returned regex' },
    ]);
  });

  it('reads SQL comments, not a double dash inside a string', () => {
    expect(sqlComments("select '--x'; -- see docs/database.md\n-- second")).toEqual([
      { line: 1, text: ' see docs/database.md' },
      { line: 2, text: ' second' },
    ]);
  });
});

describe('citedPaths', () => {
  it('finds repository paths, aliases and migrations, without trailing punctuation', () => {
    expect(
      citedPaths(
        'See docs/tutor.md, `@shared/tutor/title.ts` and _shared/safety/safety.ts; 20261121000450_x.sql.',
        'src/a.ts',
      ),
    ).toEqual([
      'docs/tutor.md',
      'supabase/functions/_shared/tutor/title.ts',
      'supabase/functions/_shared/safety/safety.ts',
      'supabase/migrations/20261121000450_x.sql',
    ]);
  });

  it('resolves a relative path from the citing file', () => {
    expect(citedPaths('(../setup.ts)', 'supabase/tests/chat/setup.ts')).toEqual([
      'supabase/tests/setup.ts',
    ]);
  });

  it('ignores URLs, globs, placeholders and shortened paths', () => {
    expect(
      citedPaths(
        'https://github.com/src/x.ts src/**/*.test.ts docs/*.md supabase/migrations/<version>.sql src/… evals/${id}.jsonl',
        'README.md',
      ),
    ).toEqual([]);
  });
});

describe('wordingProblems', () => {
  it('refuses an issue number as a reason and a note outside the repository', () => {
    expect(wordingProblems('Stored by the server (issue 9).')).toEqual([
      'gives "issue 9" as a reason: state the rule and why instead',
    ]);
    expect(wordingProblems('the issue-13 classes')).toHaveLength(1);
    const outside = ['..', 'shared', 'spec'].join('/');
    expect(wordingProblems(`as ${outside} says`)[0]).toMatch(/points outside the repository/);
    const note = ['CONTRACTS', 'md'].join('.');
    expect(wordingProblems(`see ${note}`)[0]).toMatch(/not in this repository/);
  });

  it('accepts the rule stated plainly', () => {
    expect(wordingProblems('The server writes replies, so a student cannot forge them.')).toEqual(
      [],
    );
  });
});

describe('markdown anchors and links', () => {
  it('slugs headings as GitHub does, numbering repeats, skipping code fences', () => {
    expect(
      githubSlug('The answer check (`_shared/answer-check/reveal.ts`) and `npm run eval:gate`'),
    ).toBe('the-answer-check-_sharedanswer-checkrevealts-and-npm-run-evalgate');
    expect(githubSlug('"Aciertos sin ayuda" y la conversión')).toBe(
      'aciertos-sin-ayuda-y-la-conversión',
    );
    const { anchors } = headingAnchors('# Tests\n```sh\n# not a heading\n```\n## Tests\n');
    expect([...anchors]).toEqual(['tests', 'tests-1']);
  });

  it('lists local link targets only', () => {
    expect(
      markdownLinks('[a](docs/a.md#x) [b](https://x.org) [c](#y) `[d](e.md)`\n```\n[f](g.md)\n```'),
    ).toEqual(['docs/a.md#x', '#y']);
  });
});

describe('checkFile', () => {
  const repo = fakeRepo({
    'docs/tutor.md': '# The tutor\n## Titles\n**What deletion keeps.** Text.\n',
    'src/lib/errors.ts': '',
  });

  it('reports a cited path that does not exist, naming the file and line', () => {
    const source = '// Errors: src/lib/errors.ts and src/lib/missing.ts\nconst a = 1;\n';
    expect(checkFile('src/x.ts', source, repo)).toEqual([
      { file: 'src/x.ts:1', problem: 'cites src/lib/missing.ts, which does not exist' },
    ]);
  });

  it('accepts a module specifier without its extension', () => {
    expect(checkFile('src/x.ts', '// see src/lib/errors\n', repo)).toEqual([]);
  });

  it('checks a cited section against the headings and bold leads of the doc', () => {
    const source =
      '// docs/tutor.md "Titles", docs/tutor.md, "What deletion keeps" and docs/tutor.md "Gone"\n';
    expect(checkFile('src/x.ts', source, repo)).toEqual([
      { file: 'src/x.ts:1', problem: 'cites docs/tutor.md "Gone": no such heading' },
    ]);
  });

  it('checks markdown links and anchors', () => {
    const doc = '[t](tutor.md#titles) [u](tutor.md#gone) [v](missing.md) [w](#here)\n## Here\n';
    expect(checkFile('docs/other.md', doc, repo)).toEqual([
      {
        file: 'docs/other.md',
        problem: 'links to tutor.md#gone: no heading with the anchor #gone',
      },
      { file: 'docs/other.md', problem: 'links to missing.md: docs/missing.md does not exist' },
    ]);
  });
});
