import nodemailer from 'nodemailer';
import SMTPTransport from 'nodemailer/lib/smtp-transport';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** A stable Message-ID per outbox row, so a receiving system can tell a repeat from a new message. */
  messageId: string;
}

/** Where the dispatcher hands messages; resolves once the server has accepted the message. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** SMTP through nodemailer. Timeouts stay well inside the dispatcher's lease, so a hung server cannot outlive a claim. */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(
    new SMTPTransport({ url: smtpUrl, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 }),
  );
  return {
    async send(mail) {
      await transporter.sendMail(mail);
    },
    close: () => transporter.close(),
  };
}

/**
 * True when retrying cannot help: the server refused this recipient or this message with a 5xx.
 * Connection, timeout and authentication problems are retried (a fixed configuration may succeed).
 */
export function isPermanentFailure(error: unknown): boolean {
  const { code, responseCode } = error as { code?: string; responseCode?: number };
  return (code === 'EENVELOPE' || code === 'EMESSAGE') && typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600;
}
