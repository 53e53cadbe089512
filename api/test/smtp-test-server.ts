// A real SMTP server (the smtp-server package) on a local port, for tests that send mail through
// nodemailer exactly as production does. It can refuse deliveries and be stopped and restarted on
// the same port to play an SMTP outage.
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  messageId: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
}

export interface SmtpTestServer {
  port: number;
  /** For SMTP_URL. */
  url: string;
  /** Every message accepted, in order. */
  received: ReceivedMail[];
  /** DATA commands seen, accepted or refused. */
  deliveryAttempts: number;
  /** Refuse the next `count` deliveries with `code` (4xx: try again later, 5xx: permanent). */
  refuseNext(count: number, code?: number): void;
  /** Closes the port: connections are refused until start(). */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
}

export async function startSmtpTestServer(options: { refuseFirst?: number; refuseCode?: number } = {}): Promise<SmtpTestServer> {
  let refusals = options.refuseFirst ?? 0;
  let refuseCode = options.refuseCode ?? 451;
  let server: SMTPServer | null = null;
  const state: SmtpTestServer = {
    port: 0,
    url: '',
    received: [],
    deliveryAttempts: 0,
    refuseNext(count, code = 451) {
      refusals = count;
      refuseCode = code;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (!server) return resolve();
        server.close(() => resolve());
        server = null;
      }),
    start: () => listen(state.port),
  };

  function listen(port: number): Promise<void> {
    const smtp = new SMTPServer({
      authOptional: true,
      // Plain SMTP on localhost: no self-signed certificate for nodemailer to distrust.
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          state.deliveryAttempts += 1;
          if (refusals > 0) {
            refusals -= 1;
            const error = Object.assign(new Error(refuseCode >= 500 ? 'Message rejected' : 'Try again later'), { responseCode: refuseCode });
            return callback(error);
          }
          state.received.push(parseMessage(Buffer.concat(chunks).toString('utf8')));
          callback();
        });
      },
    });
    return new Promise((resolve, reject) => {
      smtp.once('error', reject);
      smtp.listen(port, '127.0.0.1', () => {
        server = smtp;
        state.port = (smtp.server.address() as { port: number }).port;
        state.url = `smtp://127.0.0.1:${state.port}`;
        resolve();
      });
    });
  }

  await listen(0);
  return state;
}

/** Polls until `check` returns a truthy value (or throws after `timeoutMs`). */
export async function eventually<T>(check: () => T | Promise<T>, timeoutMs = 10_000, what = 'condition'): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The first URL in the message's text part that contains `path`. */
export function linkIn(mail: ReceivedMail, path: string): string {
  const url = mail.text.match(/https?:\/\/\S+/g)?.find((candidate) => candidate.includes(path));
  if (!url) throw new Error(`no ${path} link in "${mail.subject}": ${mail.text}`);
  return url;
}

// A small MIME reader for what nodemailer writes: headers, multipart/alternative, quoted-printable or base64.

function splitHead(raw: string): { headers: Map<string, string>; body: string } {
  const at = raw.indexOf('\r\n\r\n');
  const head = at >= 0 ? raw.slice(0, at) : raw;
  const body = at >= 0 ? raw.slice(at + 4) : '';
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

/** Quoted-printable to UTF-8: =XX escapes are bytes, soft line breaks (=CRLF) join lines. */
function decodeQuotedPrintable(value: string): string {
  const text = value.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(body: string, encoding = ''): string {
  if (/quoted-printable/i.test(encoding)) return decodeQuotedPrintable(body);
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** RFC 2047 encoded words in headers (=?utf-8?Q?...?= and =?utf-8?B?...?=). */
function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_m, mode: string, text: string) =>
    mode.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );
}

function parseMessage(raw: string): ReceivedMail {
  const { headers, body } = splitHead(raw);
  const parts: { type: string; content: string }[] = [];
  const collect = (partHeaders: Map<string, string>, partBody: string) => {
    const type = partHeaders.get('content-type') ?? 'text/plain';
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (boundary) {
      for (const section of partBody.split(`--${boundary}`).slice(1)) {
        if (section.startsWith('--')) break;
        const inner = splitHead(section.replace(/^\r\n/, ''));
        collect(inner.headers, inner.body.replace(/\r\n$/, ''));
      }
    } else {
      parts.push({ type, content: decodeBody(partBody, partHeaders.get('content-transfer-encoding')) });
    }
  };
  collect(headers, body);
  return {
    messageId: headers.get('message-id') ?? '',
    to: (headers.get('to') ?? '').split(',').map((address) => address.trim()),
    subject: decodeWords(headers.get('subject') ?? ''),
    text: parts.find((part) => /text\/plain/i.test(part.type))?.content ?? '',
    html: parts.find((part) => /text\/html/i.test(part.type))?.content ?? '',
  };
}
