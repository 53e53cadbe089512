import { Migration } from '@mikro-orm/migrations';

/** Mail: single-use account tokens (verification, password reset and setup), the mail outbox, request throttling. */
export class Migration20261122040000 extends Migration {
  override async up(): Promise<void> {
    // Only a SHA-256 of each token is kept: a leaked table gives no working link.
    this.addSql(`create table account_tokens (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      purpose text not null check (purpose in ('verify', 'reset', 'setup')),
      token_hash text not null,
      expires_at timestamptz not null,
      used_at timestamptz,
      created_at timestamptz not null default now()
    );`);
    this.addSql(`create unique index account_tokens_hash_unique on account_tokens (token_hash);`);
    // "At most one per minute" checks and revoking a user's open links.
    this.addSql(`create index account_tokens_user_purpose_created_idx on account_tokens (user_id, purpose, created_at desc);`);

    // Transactional outbox: a message is inserted in the transaction of the change that causes it,
    // and a dispatcher delivers it after commit. For a 'sending' row, next_attempt_at is the end of
    // the claim's lease, so one partial index serves both due and abandoned rows.
    this.addSql(`create table mail_outbox (
      id uuid primary key default gen_random_uuid(),
      kind text not null,
      recipient text not null,
      payload jsonb,
      subject text,
      text_body text,
      html_body text,
      status text not null default 'pending' check (status in ('pending', 'sending', 'sent', 'stored', 'failed')),
      attempts integer not null default 0,
      next_attempt_at timestamptz not null default now(),
      claim_id uuid,
      sent_at timestamptz,
      last_error text,
      created_at timestamptz not null default now()
    );`);
    this.addSql(`create index mail_outbox_due_idx on mail_outbox (next_attempt_at, id) where status in ('pending', 'sending');`);
    // The development mailbox: newest first, optionally for one recipient.
    this.addSql(`create index mail_outbox_created_idx on mail_outbox (created_at desc, id desc);`);
    this.addSql(`create index mail_outbox_recipient_created_idx on mail_outbox (lower(recipient), created_at desc, id desc);`);

    // Requests counted per client address (e.g. password-reset requests), shared by all API replicas.
    this.addSql(`create table request_throttle (
      id bigserial primary key,
      key text not null,
      created_at timestamptz not null default now()
    );`);
    this.addSql(`create index request_throttle_key_created_idx on request_throttle (key, created_at);`);
    // Pruning rows older than any window.
    this.addSql(`create index request_throttle_created_idx on request_throttle (created_at);`);
  }
}
