/**
 * A streamed reply is Markdown cut at any point: an open `$…$`, `$$…$$`, `**…**`, inline code or a
 * code fence would flash as raw symbols (or as a formula KaTeX cannot read) until the rest arrives.
 * `stableMarkdown` keeps the longest start of the text in which every one of them is closed; the
 * rest shows once its closing mark arrives (the server already cuts chunks outside maths).
 */
export function stableMarkdown(text: string): string {
  let inline = false;
  let display = false;
  let bold = false;
  let code = false;
  let fence = false;
  let stable = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (c === '\\' && !code && !fence) {
      i += 1;
    } else if (c === '`' && text.startsWith('```', i) && !inline && !display) {
      fence = !fence;
      i += 2;
    } else if (fence) {
      // inside a fence nothing else opens or closes
    } else if (c === '`' && !inline && !display) {
      code = !code;
    } else if (code) {
      // inside inline code nothing else opens or closes
    } else if (c === '$' && text[i + 1] === '$' && !inline) {
      display = !display;
      i += 1;
    } else if (c === '$' && !display) {
      inline = !inline;
    } else if (c === '*' && text[i + 1] === '*' && !inline && !display) {
      bold = !bold;
      i += 1;
    }
    if (!inline && !display && !bold && !code && !fence) stable = i + 1;
  }
  return text.slice(0, stable).trimEnd();
}
