/**
 * Assistant markdown: no raw HTML (react-markdown drops it), rehype-sanitize, links only with the
 * six protocols of react-markdown's default urlTransform, external links in a new tab with
 * rel="noopener noreferrer". GitHub-flavoured markdown (tables, strikethrough, task lists, autolinked
 * URLs through the same link rule); a table scrolls sideways inside the bubble on a narrow phone.
 * Math plugins and KaTeX CSS are imported only for messages with math.
 * `typed` mode, for a student's own message: only its formulas are rendered (see remarkTypedText).
 * This module is itself lazy-loaded, so the markdown stack is not in the chat's first load.
 */
import { useEffect, useState, type ComponentProps } from 'react';
import Markdown, { type Options } from 'react-markdown';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';

import { ScrollRegion } from '@/components/ui/scroll-region';

import { chatLinkHref } from '../../lib/links';
import {
  KATEX_OPTIONS,
  hasTypedMath,
  needsMath,
  normalizeMathDelimiters,
  typedMathSource,
} from '../../lib/math';

import { markdownTexts } from './texts';

type Plugins = NonNullable<Options['remarkPlugins']>;
/** The unified processor a remark plugin runs on (react-markdown does not re-export its type). */
type Processor = ThisParameterType<Extract<Plugins[number], (...args: never[]) => unknown>>;
interface MathPlugins {
  remark: Plugins;
  rehype: Plugins;
}

// remark-math marks math with these classes; the default schema would strip them.
const schema = {
  ...defaultSchema,
  attributes: {
    ...defaultSchema.attributes,
    code: [['className', /^language-./, 'math-inline', 'math-display']],
  },
};

// One tilde is not strikethrough: '~5' reads as "about 5" in a maths answer.
const GFM: Plugins = [[remarkGfm, { singleTilde: false }]];

/**
 * What a student types is not Markdown: '5*3*2' is a product, 'x_1' a subscript, '- 3 + 4' at a
 * line's start a sum, '1. ' an answer's number, '# 5' a number. So in a student's message every
 * Markdown construct is switched off (micromark's `disable`) except paragraphs, line endings and the
 * escapes typedMathSource adds; with remark-math, its formulas are the only thing rendered, and
 * the rest shows as typed (line breaks kept by the bubble's pre-wrap).
 */
function remarkTypedText(this: Processor) {
  const data = this.data() as { micromarkExtensions?: unknown[] };
  (data.micromarkExtensions ??= []).push({
    disable: {
      null: [
        'attention',
        'autolink',
        'blockQuote',
        'characterReference',
        'codeFenced',
        'codeIndented',
        'codeText',
        'definition',
        'hardBreakEscape',
        'headingAtx',
        'htmlFlow',
        'htmlText',
        'labelEnd',
        'labelStartImage',
        'labelStartLink',
        'list',
        'setextUnderline',
        'thematicBreak',
      ],
    },
  });
}
const TYPED: Plugins = [remarkTypedText];

let mathPlugins: Promise<MathPlugins> | null = null;
function loadMath(): Promise<MathPlugins> {
  mathPlugins ??= Promise.all([
    import('remark-math'),
    import('rehype-katex'),
    import('katex/dist/katex.min.css'),
  ]).then(([remarkMath, rehypeKatex]) => ({
    remark: [remarkMath.default],
    rehype: [[rehypeKatex.default, KATEX_OPTIONS]],
  }));
  return mathPlugins;
}

/** Only chatLinkHref's links are links; a refused one is plain text that does not look clickable. */
function Link({ href, children, node: _node, ...rest }: ComponentProps<'a'> & { node?: unknown }) {
  const safe = chatLinkHref(href);
  if (!safe) return <span data-blocked-link="">{children}</span>;
  const external = /^https?:/i.test(safe);
  return (
    <a
      {...rest}
      href={safe}
      className="font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-600 dark:text-indigo-300"
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
    </a>
  );
}

/**
 * A table in its own sideways-scrolling box (the bubble never widens past the screen), focusable and
 * named like the admin's tables.
 */
function Table({ node: _node, ...rest }: ComponentProps<'table'> & { node?: unknown }) {
  return (
    <ScrollRegion
      label={markdownTexts.table}
      className="max-w-full rounded-lg border border-slate-200 dark:border-slate-600"
    >
      <table
        {...rest}
        className="w-full border-collapse text-left text-sm [&_td]:border-t [&_td]:border-slate-200 [&_td]:px-3 [&_td]:py-1.5 [&_td]:align-top [&_td+td]:border-l [&_th]:border-slate-200 [&_th]:bg-slate-50 [&_th]:px-3 [&_th]:py-1.5 [&_th]:font-semibold [&_th]:whitespace-nowrap [&_th+th]:border-l [&_tbody_tr:nth-child(even)]:bg-slate-50/60 dark:[&_td]:border-slate-600 dark:[&_th]:border-slate-600 dark:[&_th]:bg-slate-700/60 dark:[&_tbody_tr:nth-child(even)]:bg-slate-700/30"
      />
    </ScrollRegion>
  );
}

export default function MarkdownContent({
  text,
  typed = false,
}: {
  text: string;
  typed?: boolean;
}) {
  const wantsMath = typed ? hasTypedMath(text) : needsMath(text);
  const [math, setMath] = useState<MathPlugins | null>(null);

  useEffect(() => {
    if (!wantsMath) return;
    let live = true;
    loadMath()
      .then((plugins) => live && setMath(plugins))
      .catch((error: unknown) => console.error('Error cargando KaTeX:', error));
    return () => {
      live = false;
    };
  }, [wantsMath]);

  // Without a formula a student's text needs no Markdown at all: shown exactly as typed.
  if (typed && !wantsMath) return <p className="whitespace-pre-wrap break-words">{text}</p>;
  if (typed) {
    return (
      <div className="space-y-3 break-words [&_.katex]:max-w-full [&_p]:whitespace-pre-wrap">
        <Markdown
          remarkPlugins={[...TYPED, ...(math?.remark ?? [])]}
          rehypePlugins={[[rehypeSanitize, schema], ...(math?.rehype ?? [])]}
        >
          {typedMathSource(text)}
        </Markdown>
      </div>
    );
  }

  const source = wantsMath ? normalizeMathDelimiters(text) : text;
  return (
    <div className="markdown-body space-y-3 break-words [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:py-0.5 [&_code]:text-[0.9em] dark:[&_code]:bg-slate-700/60 [&_h1]:text-xl [&_h1]:font-bold [&_h2]:text-lg [&_h2]:font-bold [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:pl-6 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-900 [&_pre]:p-3 [&_pre]:text-slate-100 [&_pre_code]:bg-transparent [&_pre_code]:p-0 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6 [&_del]:text-slate-500 [&_.contains-task-list]:list-none [&_.contains-task-list]:pl-1 [&_.katex-display]:overflow-x-auto [&_.katex-display]:py-1 [&_.katex]:max-w-full">
      <Markdown
        remarkPlugins={[...GFM, ...(math?.remark ?? [])]}
        rehypePlugins={[[rehypeSanitize, schema], ...(math?.rehype ?? [])]}
        disallowedElements={['img']}
        components={{ a: Link, table: Table }}
      >
        {source}
      </Markdown>
    </div>
  );
}
