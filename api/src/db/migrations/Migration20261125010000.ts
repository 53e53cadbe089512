import { Migration } from '@mikro-orm/migrations';

/**
 * Sessions the server knows: each token names one (its `sid`), so one can be signed out, the
 * account page can list them, and a revocation reaches the WebSockets opened with them.
 */
export class Migration20261125010000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table sessions (
      id uuid primary key,
      user_id uuid not null references users (id),
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      revoked_at timestamptz,
      user_agent text,
      ip text
    );`);
    this.addSql(`create index sessions_user_active_idx on sessions (user_id, created_at desc) where revoked_at is null;`);
  }
}
