import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * What each of the ledger check's problems means, in the reader's language (issue 20). The API names
 * each check with a stable code (`check`) and describes it in English (`description`, kept for
 * integrators); a check this table does not know shows the API's description.
 */
const CHECK_TEXT: Record<string, MessageDescriptor> = {
  ledger_total: msg`All entries together must sum to zero cents (shown: how far off they are).`,
  unbalanced_journals: msg`Journals whose entries do not sum to zero, or that have fewer than two entries.`,
  settled_orders_not_booked: msg`Orders of a succeeded payment without a charge in the ledger.`,
  transfers_not_booked: msg`Transfers made (or reversals made) that the ledger does not record.`,
  refunds_not_booked: msg`Refunds the provider confirmed, of booked orders, that the ledger does not record.`,
  payouts_not_booked: msg`Payouts paid that the ledger does not record.`,
  append_only_guards: msg`Database triggers that keep the ledger append-only and balanced, missing or disabled (6 expected).`,
};

/** A problem's description for the reader; the API's own where we do not know its check. */
export function ledgerProblemText(i18n: I18n, problem: { check: string; description: string }): string {
  const message = CHECK_TEXT[problem.check];
  return message ? i18n._(message) : problem.description;
}
