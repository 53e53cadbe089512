import { Migration } from '@mikro-orm/migrations';

/**
 * An audit entry keeps its summary as a message id and its values beside the English sentence (issue
 * 20), so that the admin's audit log words it in the reader's language. Entries written before have
 * neither: the log shows their English summary, as it was written.
 */
export class Migration20261201000000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table audit_log add column summary_key text, add column summary_params jsonb;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table audit_log drop column summary_key, drop column summary_params;`);
  }
}
