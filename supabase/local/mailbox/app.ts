/**
 * The mailbox over HTTP (port 54324 like the Supabase CLI's Mailpit): a Mailpit-compatible API
 *   GET /api/v1/messages          {total, unread, count, messages_count, start, tags, messages}
 *   GET /api/v1/message/{ID}      the message with Text and HTML (marks it read)
 *   DELETE /api/v1/messages       deletes all, or `{"IDs": [...]}`
 * and two pages for a person: `/` (the list) and `/view/{ID}` (one mail, its HTML in a sandboxed
 * frame). For one machine only, like the rest of the local stack.
 */
import { Hono } from 'hono';

import { type MailMessage, type Mailbox, snippetOf } from './store.ts';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Links in an (escaped) text become anchors, so a recovery link opens with one click. */
const linkify = (escaped: string) =>
  escaped.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

const summary = (m: MailMessage) => ({
  ID: m.ID,
  MessageID: m.MessageID,
  Read: m.Read,
  From: m.From,
  To: m.To,
  Cc: [],
  Bcc: [],
  ReplyTo: [],
  Subject: m.Subject,
  Created: m.Created,
  Tags: [],
  Size: m.Size,
  Attachments: 0,
  Snippet: snippetOf(m),
});

function page(title: string, body: string): Response {
  const html = `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
  body { margin: 0 auto; max-width: 60rem; padding: 1.5rem; line-height: 1.5; }
  table { width: 100%; border-collapse: collapse; }
  th, td { text-align: left; padding: .5rem; border-bottom: 1px solid #8884; vertical-align: top; }
  a { color: #4f46e5; } @media (prefers-color-scheme: dark) { a { color: #a5b4fc; } }
  .muted { color: #6b7280; font-size: .875rem; }
  iframe { width: 100%; height: 32rem; border: 1px solid #8884; border-radius: .5rem; background: #fff; }
  pre { white-space: pre-wrap; }
  button { font: inherit; padding: .4rem .8rem; }
</style></head><body>${body}</body></html>`;
  return new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}

export function mailboxApp(mailbox: Mailbox) {
  const app = new Hono();

  app.get('/api/v1/messages', (c) => {
    const all = mailbox.list();
    return c.json({
      total: all.length,
      unread: all.filter((m) => !m.Read).length,
      count: all.length,
      messages_count: all.length,
      start: 0,
      tags: [],
      messages: all.map(summary),
    });
  });

  app.get('/api/v1/message/:id', (c) => {
    const m = mailbox.get(c.req.param('id'));
    if (!m) return c.json({ error: 'message not found' }, 404);
    return c.json({
      ...summary(m),
      ReturnPath: m.From.Address,
      Date: m.Created,
      Text: m.Text,
      HTML: m.HTML,
      Inline: [],
      Attachments: [],
    });
  });

  app.delete('/api/v1/messages', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { IDs?: unknown };
    const ids = Array.isArray(body.IDs)
      ? body.IDs.filter((x): x is string => typeof x === 'string')
      : [];
    mailbox.delete(ids);
    return c.text('ok');
  });

  app.get('/', () => {
    const rows = mailbox
      .list()
      .map(
        (m) =>
          `<tr><td>${m.Read ? '' : '<strong>Nuevo</strong> '}<a href="/view/${m.ID}">${escape(m.Subject)}</a>
           <div class="muted">${escape(snippetOf(m).slice(0, 120))}</div></td>
           <td>${escape(m.To.map((t) => t.Address).join(', '))}</td>
           <td class="muted"><time datetime="${m.Created}">${escape(new Date(m.Created).toLocaleString('es'))}</time></td></tr>`,
      )
      .join('');
    return page(
      'Correo local',
      `<h1>Correo local</h1>
       <p class="muted">Los correos que envía el stack local (recuperar contraseña, confirmaciones) llegan aquí; no salen de este equipo.</p>
       ${
         rows
           ? `<table><thead><tr><th scope="col">Asunto</th><th scope="col">Para</th><th scope="col">Recibido</th></tr></thead><tbody>${rows}</tbody></table>`
           : '<p>No hay correos todavía.</p>'
       }`,
    );
  });

  app.get('/view/:id', (c) => {
    const m = mailbox.get(c.req.param('id'));
    if (!m)
      return page(
        'Correo no encontrado',
        '<h1>Correo no encontrado</h1><p><a href="/">Volver a la lista</a></p>',
      );
    return page(
      m.Subject,
      `<p><a href="/">← Volver a la lista</a></p>
       <h1>${escape(m.Subject)}</h1>
       <p class="muted">De ${escape(m.From.Address)} · Para ${escape(m.To.map((t) => t.Address).join(', '))} ·
         <time datetime="${m.Created}">${escape(new Date(m.Created).toLocaleString('es'))}</time></p>
       ${m.HTML ? `<iframe title="Contenido del correo" sandbox="allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation" srcdoc="${escape(m.HTML)}"></iframe>` : ''}
       <h2>Texto</h2><pre>${linkify(escape(m.Text))}</pre>`,
    );
  });

  app.notFound((c) => c.json({ error: 'not found' }, 404));
  return app;
}
