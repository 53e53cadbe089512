import type { MikroORM } from '@mikro-orm/postgresql';
import { Router, type Request } from 'express';
import { formatDateTimeIn, requestLocale, type Locale } from '../../common/locale';
import { escapeHtml, renderMail, type MailKind, type MailMessage, type RenderedMail } from './mail-templates';

export const MAILBOX_LIMIT = 50;
export const MAILBOX_LOOPBACK_ONLY = 'The development mailbox is shown only on the machine the app runs on: open it at http://localhost.';

/** The page's own words in each language (issue 20); the mail in it is in its recipient's. */
const CHROME = {
  'en-CA': {
    loopbackOnly: MAILBOX_LOOPBACK_ONLY,
    title: 'Development mailbox',
    smtp: 'Mail sent through SMTP_URL (bodies with account links are dropped once delivered).',
    noSmtp: 'Mail the app would send. SMTP_URL is not set, so nothing leaves this machine.',
    localOnly: 'This page is served only to this machine (loopback connections) and does not exist in production.',
    recipient: 'Recipient',
    placeholder: 'you@example.com',
    filter: 'Filter',
    mailTo: (to: string) => `Mail to ${to}`,
    allMail: 'All mail',
    newestFirst: (limit: number) => `(newest first, at most ${limit})`,
    noMail: 'No mail yet.',
    to: 'To',
    statuses: {} as Record<string, string>,
    afterAttempts: (attempts: number) => ` after ${attempts} attempts`,
    lastError: 'Last error:',
    htmlVersion: 'HTML version',
    htmlVersionOf: (subject: string) => `HTML version of ${subject}`,
    bodyDropped: 'The body of this message is no longer kept.',
    when: (date: Date) => date.toUTCString(),
  },
  'fr-CA': {
    loopbackOnly:
      'La boîte de réception de développement n’est affichée que sur la machine où tourne l’application : ouvrez-la à http://localhost.',
    title: 'Boîte de réception de développement',
    smtp: 'Courriels envoyés par SMTP_URL (le contenu des courriels qui contiennent des liens de compte est supprimé une fois livré).',
    noSmtp: 'Courriels que l’application enverrait. SMTP_URL n’est pas défini : rien ne quitte cette machine.',
    localOnly: 'Cette page n’est servie qu’à cette machine (connexions locales) et n’existe pas en production.',
    recipient: 'Destinataire',
    placeholder: 'vous@exemple.com',
    filter: 'Filtrer',
    mailTo: (to: string) => `Courriels à ${to}`,
    allMail: 'Tous les courriels',
    newestFirst: (limit: number) => `(les plus récents d’abord, au plus ${limit})`,
    noMail: 'Aucun courriel pour l’instant.',
    to: 'À',
    statuses: { pending: 'en attente', sending: 'en cours d’envoi', sent: 'envoyé', stored: 'conservé', failed: 'échec' } as Record<string, string>,
    afterAttempts: (attempts: number) => ` après ${attempts} tentatives`,
    lastError: 'Dernière erreur :',
    htmlVersion: 'Version HTML',
    htmlVersionOf: (subject: string) => `Version HTML de ${subject}`,
    bodyDropped: 'Le contenu de ce courriel n’est plus conservé.',
    when: (date: Date) => formatDateTimeIn('fr-CA', date),
  },
} satisfies Record<Locale, unknown>;
type Chrome = (typeof CHROME)[Locale];

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
  locale: Locale | null;
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
    // Its own words in the reader's language: ?lang=, the locale cookie, then Accept-Language.
    const locale = requestLocale(req);
    const chrome = CHROME[locale];
    // The page holds reset links: anyone who could open it could take over any account.
    if (!fromLoopback(req)) return void res.status(403).type('text/plain').set('Cache-Control', 'no-store').send(chrome.loopbackOnly);
    try {
      const to = typeof req.query.to === 'string' ? req.query.to.trim().toLowerCase() : '';
      const rows: OutboxRow[] = await orm.em
        .fork()
        .getConnection()
        .execute(
          `select id, kind, recipient, payload, locale, subject, text_body, html_body, status, attempts, last_error, created_at
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
          'Content-Language': locale,
          Vary: 'Accept-Language, Cookie',
        })
        .type('html')
        .send(page(chrome, locale, rows, to, publicUrl, options.smtp));
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
    return renderMail({ kind: row.kind, payload: row.payload } as MailMessage, publicUrl, row.locale ?? undefined);
  } catch {
    return null;
  }
}

/** Escapes the text, then turns each http(s) URL into a link. */
function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

function message(chrome: Chrome, row: OutboxRow, publicUrl: string): string {
  const content = contentOf(row, publicUrl);
  const when = row.created_at instanceof Date ? row.created_at : new Date(row.created_at);
  const subject = content?.subject ?? `(${row.kind})`;
  const error = row.last_error ? `<p class="error">${chrome.lastError} ${escapeHtml(row.last_error)}</p>` : '';
  const body = content
    ? `${content.text ? `<pre class="text">${linkify(content.text)}</pre>` : ''}
       ${
         content.html
           ? `<details><summary>${chrome.htmlVersion}</summary>
                <iframe title="${escapeHtml(chrome.htmlVersionOf(subject))}" sandbox="allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation"
                  srcdoc="${escapeHtml(`<base target="_top">${content.html}`)}"></iframe>
              </details>`
           : ''
       }`
    : `<p class="muted">${chrome.bodyDropped}</p>`;
  return `<article aria-labelledby="m-${row.id}">
    <h2 id="m-${row.id}">${escapeHtml(subject)}</h2>
    <p class="meta">${chrome.to} <strong>${escapeHtml(row.recipient)}</strong> · <time datetime="${when.toISOString()}">${escapeHtml(chrome.when(when))}</time>
      · ${escapeHtml(chrome.statuses[row.status] ?? row.status)}${row.attempts > 1 ? chrome.afterAttempts(row.attempts) : ''}</p>
    ${error}
    ${body}
  </article>`;
}

function page(chrome: Chrome, locale: Locale, rows: OutboxRow[], to: string, publicUrl: string, smtp: boolean): string {
  const heading = to ? chrome.mailTo(escapeHtml(to)) : chrome.allMail;
  return `<!doctype html>
<html lang="${locale === 'fr-CA' ? 'fr' : 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${chrome.title} · Mainstreet</title>
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
  <h1>${chrome.title}</h1>
  <p>${smtp ? chrome.smtp : chrome.noSmtp} ${chrome.localOnly}</p>
</header>
<main>
  <form method="get" action="">
    <label for="to" class="muted">${chrome.recipient}</label>
    <input id="to" name="to" type="email" value="${escapeHtml(to)}" placeholder="${chrome.placeholder}">
    <button type="submit">${chrome.filter}</button>
  </form>
  <h2 class="muted">${heading} ${chrome.newestFirst(MAILBOX_LIMIT)}</h2>
  ${rows.length ? rows.map((row) => message(chrome, row, publicUrl)).join('\n') : `<p>${chrome.noMail}</p>`}
</main>
</body>
</html>`;
}
