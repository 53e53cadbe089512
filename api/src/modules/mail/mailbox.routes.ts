import type { MikroORM } from '@mikro-orm/postgresql';
import { Router, type Request } from 'express';
import { escapeHtml, renderMail, type MailKind, type MailMessage, type RenderedMail } from './mail-templates';

export const MAILBOX_LIMIT = 50;
export const MAILBOX_LOOPBACK_ONLY = 'The development mailbox is shown only on the machine the app runs on: open it at http://localhost.';

/**
 * True when the connection itself comes from this machine. The socket's address, never req.ip: a
 * forwarded header must not open a page that holds password-reset links.
 */
export function fromLoopback(req: Request): boolean {
  const address = req.socket.remoteAddress ?? '';
  return address === '::1' || /^(::ffff:)?127\./.test(address);
}

interface OutboxRow {
  id: string;
  kind: MailKind;
  recipient: string;
  payload: unknown;
  subject: string | null;
  text_body: string | null;
  html_body: string | null;
  status: string;
  attempts: number;
  last_error: string | null;
  created_at: Date;
}

/**
 * Development only (never registered in production): the newest mail in the outbox, so that
 * without SMTP a new user can still open a verification or reset link. `?to=` filters by recipient.
 */
export function mailboxRouter(orm: MikroORM, options: { publicUrl: string; smtp: boolean }): Router {
  const { publicUrl } = options;
  const router = Router();
  router.get('/', async (req, res, next) => {
    // The page holds reset links: anyone who could open it could take over any account.
    if (!fromLoopback(req)) return void res.status(403).type('text/plain').set('Cache-Control', 'no-store').send(MAILBOX_LOOPBACK_ONLY);
    try {
      const to = typeof req.query.to === 'string' ? req.query.to.trim().toLowerCase() : '';
      const rows: OutboxRow[] = await orm.em
        .fork()
        .getConnection()
        .execute(
          `select id, kind, recipient, payload, subject, text_body, html_body, status, attempts, last_error, created_at
             from mail_outbox ${to ? 'where lower(recipient) = ?' : ''}
            order by created_at desc, id desc
            limit ?`,
          to ? [to, MAILBOX_LIMIT] : [MAILBOX_LIMIT],
        );
      res
        .set({
          'Cache-Control': 'no-store',
          // The page is static HTML: no scripts at all, message HTML only inside sandboxed frames.
          'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-src 'self'",
          'X-Robots-Tag': 'noindex',
        })
        .type('html')
        .send(page(rows, to, publicUrl, options.smtp));
    } catch (error) {
      next(error);
    }
  });
  return router;
}

/** What the message says: stored once the dispatcher has handled it, else rendered now from its payload. */
function contentOf(row: OutboxRow, publicUrl: string): RenderedMail | null {
  if (row.subject !== null && (row.text_body !== null || row.html_body !== null)) {
    return { subject: row.subject, text: row.text_body ?? '', html: row.html_body ?? '' };
  }
  if (row.payload === null) return row.subject ? { subject: row.subject, text: '', html: '' } : null;
  try {
    return renderMail({ kind: row.kind, payload: row.payload } as MailMessage, publicUrl);
  } catch {
    return null;
  }
}

/** Escapes the text, then turns each http(s) URL into a link. */
function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

function message(row: OutboxRow, publicUrl: string): string {
  const content = contentOf(row, publicUrl);
  const when = row.created_at instanceof Date ? row.created_at : new Date(row.created_at);
  const subject = content?.subject ?? `(${row.kind})`;
  const error = row.last_error ? `<p class="error">Last error: ${escapeHtml(row.last_error)}</p>` : '';
  const body = content
    ? `${content.text ? `<pre class="text">${linkify(content.text)}</pre>` : ''}
       ${
         content.html
           ? `<details><summary>HTML version</summary>
                <iframe title="${escapeHtml(`HTML version of ${subject}`)}" sandbox="allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation"
                  srcdoc="${escapeHtml(`<base target="_top">${content.html}`)}"></iframe>
              </details>`
           : ''
       }`
    : '<p class="muted">The body of this message is no longer kept.</p>';
  return `<article aria-labelledby="m-${row.id}">
    <h2 id="m-${row.id}">${escapeHtml(subject)}</h2>
    <p class="meta">To <strong>${escapeHtml(row.recipient)}</strong> · <time datetime="${when.toISOString()}">${escapeHtml(when.toUTCString())}</time>
      · ${escapeHtml(row.status)}${row.attempts > 1 ? ` after ${row.attempts} attempts` : ''}</p>
    ${error}
    ${body}
  </article>`;
}

function page(rows: OutboxRow[], to: string, publicUrl: string, smtp: boolean): string {
  const heading = to ? `Mail to ${escapeHtml(to)}` : 'All mail';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Development mailbox · Mainstreet</title>
<style>
  body { margin: 0; font-family: system-ui, sans-serif; background: #fdf4ef; color: #1f1a17; }
  header { background: #b8431b; color: #fff; padding: 16px 24px; }
  header h1 { margin: 0; font-size: 20px; }
  header p { margin: 4px 0 0; font-size: 14px; }
  main { max-width: 860px; margin: 0 auto; padding: 24px; }
  form { display: flex; gap: 8px; margin-bottom: 16px; }
  input { flex: 1; padding: 8px; font-size: 15px; }
  button { padding: 8px 16px; font-size: 15px; background: #b8431b; color: #fff; border: 0; border-radius: 4px; }
  article { background: #fff; border: 1px solid #eadfd8; border-radius: 8px; padding: 16px 20px; margin-bottom: 16px; }
  article h2 { margin: 0 0 4px; font-size: 18px; }
  .meta, .muted { color: #6b625c; font-size: 14px; margin: 0 0 12px; }
  .error { color: #a4262c; font-size: 14px; }
  pre.text { white-space: pre-wrap; word-break: break-word; font: 14px/1.5 ui-monospace, monospace; background: #faf7f5; padding: 12px; border-radius: 6px; }
  a { color: #953518; }
  iframe { width: 100%; height: 640px; border: 1px solid #eadfd8; border-radius: 6px; margin-top: 8px; }
</style>
</head>
<body>
<header>
  <h1>Development mailbox</h1>
  <p>${
    smtp
      ? 'Mail sent through SMTP_URL (bodies with account links are dropped once delivered).'
      : 'Mail the app would send. SMTP_URL is not set, so nothing leaves this machine.'
  } This page is served only to this machine (loopback connections) and does not exist in production.</p>
</header>
<main>
  <form method="get" action="">
    <label for="to" class="muted">Recipient</label>
    <input id="to" name="to" type="email" value="${escapeHtml(to)}" placeholder="you@example.com">
    <button type="submit">Filter</button>
  </form>
  <h2 class="muted">${heading} (newest first, at most ${MAILBOX_LIMIT})</h2>
  ${rows.length ? rows.map((row) => message(row, publicUrl)).join('\n') : '<p>No mail yet.</p>'}
</main>
</body>
</html>`;
}
