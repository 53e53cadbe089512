import { Migration } from '@mikro-orm/migrations';

const PROVINCES = `('AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT')`;
const TAXES = `('GST', 'HST', 'QST', 'PST', 'RST')`;

/**
 * Sales tax by province and territory: rates as data with the date each takes effect, the tax lines
 * of every order, the province of a profile, and a shop's tax registration numbers. Orders placed
 * before this migration were all charged Ontario HST at 13%, and get that line.
 */
export class Migration20261128190000 extends Migration {
  override async up(): Promise<void> {
    // Append-only (the refusal trigger of migration 20261127000000): a rate is never edited or
    // deleted, so the rate an order was charged stays readable. A correction of a future rate is a
    // newer row for the same date; the latest row added for a date wins.
    this.addSql(`create table tax_rates (
      id uuid primary key default gen_random_uuid(),
      province char(2) not null check (province in ${PROVINCES}),
      tax text not null check (tax in ${TAXES}),
      rate_ppm integer not null check (rate_ppm between 0 and 1000000),
      effective_from date not null,
      created_by uuid,
      created_at timestamptz not null default clock_timestamp()
    );`);
    // The lookup: the latest rate of each tax of a province on or before a date.
    this.addSql(`create index tax_rates_lookup_idx on tax_rates (province, tax, effective_from desc, created_at desc);`);
    this.addSql(`create trigger tax_rates_no_update_or_delete before update or delete on tax_rates
      for each row execute function refuse_change_append_only();`);
    this.addSql(`create trigger tax_rates_no_truncate before truncate on tax_rates
      for each statement execute function refuse_change_append_only();`);

    // Rates in parts per million of the taxable base (5% = 50000, 9.975% = 99750), from the date each
    // took effect. HST includes the GST, so HST provinces have no GST row.
    const seed: [string, string, number, string][] = [
      ...['AB', 'NT', 'NU', 'YT', 'BC', 'MB', 'SK', 'QC'].map((p): [string, string, number, string] => [p, 'GST', 50000, '2008-01-01']),
      ['ON', 'HST', 130000, '2010-07-01'],
      ['NS', 'HST', 150000, '2010-07-01'],
      ['NS', 'HST', 140000, '2025-04-01'],
      ['NB', 'HST', 150000, '2016-07-01'],
      ['NL', 'HST', 150000, '2016-07-01'],
      ['PE', 'HST', 150000, '2016-10-01'],
      ['QC', 'QST', 99750, '2013-01-01'],
      ['BC', 'PST', 70000, '2013-04-01'],
      ['MB', 'RST', 70000, '2019-07-01'],
      ['SK', 'PST', 60000, '2017-03-23'],
    ];
    this.addSql(
      `insert into tax_rates (province, tax, rate_ppm, effective_from) values ${seed.map(([p, t, r, d]) => `('${p}', '${t}', ${r}, '${d}')`).join(', ')};`,
    );

    // An order's taxes, each its share of the tax computed on the whole checkout. Who collects it:
    // 'shop' (registered, remits it) or 'platform' (Mainstreet collects it for a shop that is not).
    this.addSql(`create table order_taxes (
      order_id uuid not null references orders (id) on delete cascade,
      position smallint not null,
      tax text not null check (tax in ${TAXES}),
      jurisdiction char(2) not null check (jurisdiction in ${PROVINCES}),
      rate_ppm integer not null check (rate_ppm between 0 and 1000000),
      taxable_base_cents integer not null check (taxable_base_cents >= 0),
      amount_cents integer not null check (amount_cents >= 0),
      collected_by text not null check (collected_by in ('shop', 'platform')),
      primary key (order_id, position)
    );`);
    // The tax reports group by jurisdiction.
    this.addSql(`create index order_taxes_jurisdiction_idx on order_taxes (jurisdiction);`);
    // Every order so far paid Ontario HST at 13% of its subtotal, and the whole total went to its
    // shop (the shop collected it).
    this.addSql(`insert into order_taxes (order_id, position, tax, jurisdiction, rate_ppm, taxable_base_cents, amount_cents, collected_by)
      select id, 0, 'HST', 'ON', 130000, subtotal_cents, tax_cents, 'shop' from orders;`);

    // The ledger keeps the tax Mainstreet collects for shops that are not registered apart from the
    // shops' money: it leaves the shop's pending balance for the platform's tax liability, and the
    // transfer to the shop is the order total minus commission minus that tax.
    this.addSql(`alter table ledger_entries drop constraint ledger_entries_account_check;`);
    this.addSql(`alter table ledger_entries add constraint ledger_entries_account_check check (account in
      ('customers', 'commission', 'shop_pending', 'shop_transferred', 'shop_paid_out', 'shop_refunded', 'platform_tax'));`);
    this.addSql(`alter table ledger_journals drop constraint ledger_journals_kind_check;`);
    this.addSql(`alter table ledger_journals add constraint ledger_journals_kind_check check (kind in
      ('charge', 'commission', 'tax', 'transfer', 'reversal', 'refund', 'payout', 'payout_failure'));`);
    this.addSql(`alter table transfers add column platform_tax_cents integer not null default 0 check (platform_tax_cents >= 0);`);
    // The old check names no constraint of its own (PostgreSQL named it): found by what it says.
    this.addSql(`do $$ declare old text; begin
      select conname into strict old from pg_constraint
       where conrelid = 'transfers'::regclass and contype = 'c' and pg_get_constraintdef(oid) like '%order_total_cents - commission_cents%';
      execute format('alter table transfers drop constraint %I', old);
    end $$;`);
    this.addSql(`alter table transfers add constraint transfers_amount_cents_check
      check (amount_cents > 0 and amount_cents = order_total_cents - commission_cents - platform_tax_cents);`);

    // The tax reports take refunds by the month they were made.
    this.addSql(`create index refund_outbox_refunded_idx on refund_outbox (refunded_at) where status = 'succeeded';`);

    this.addSql(`alter table users add column province char(2) check (province in ${PROVINCES});`);

    this.addSql(`alter table vendors
      add column legal_name text,
      add column gst_hst_number text check (gst_hst_number ~ '^[0-9]{9}RT[0-9]{4}$'),
      add column qst_number text check (qst_number ~ '^[0-9]{10}TQ[0-9]{4}$');`);
  }
}
