import type { EntityManager } from '@mikro-orm/postgresql';
import { appError, forbidden } from '../../common/errors';
import { sqlOf, type SqlTarget } from '../ledger/ledger';
import { notifyPayoutsDue } from './payout-hooks';
import type { AccountStatus, PayoutProvider } from './payout-provider';
import { PayoutAccountStatus, type PayoutAccount, type PayoutOnboarding } from './payouts.types';
import { logger } from '../../common/logger';

export const PAYOUTS_UNAVAILABLE = 'The payout provider did not answer. Please try again in a moment.';

interface AccountRow {
  provider: string;
  provider_account_id: string;
  charges_enabled: boolean;
  payouts_enabled: boolean;
  details_submitted: boolean;
  requirements: string[];
}

/** A shop's payout account as the API shows it (no row: not connected). */
export function payoutAccountOf(row: AccountRow | undefined, testMode: boolean): PayoutAccount {
  if (!row) {
    return { status: PayoutAccountStatus.NotConnected, testMode, chargesEnabled: false, payoutsEnabled: false, detailsSubmitted: false, requirements: [] };
  }
  return {
    status: accountStatusOf(row),
    testMode,
    chargesEnabled: row.charges_enabled,
    payoutsEnabled: row.payouts_enabled,
    detailsSubmitted: row.details_submitted,
    requirements: row.requirements,
  };
}

export function accountStatusOf(row: Pick<AccountRow, 'payouts_enabled' | 'details_submitted'> | undefined | null): PayoutAccountStatus {
  if (!row) return PayoutAccountStatus.NotConnected;
  if (row.payouts_enabled) return PayoutAccountStatus.Active;
  return row.details_submitted ? PayoutAccountStatus.Restricted : PayoutAccountStatus.Onboarding;
}

/**
 * Records what the provider says of a connected account (onboarding's return, the account.updated
 * webhook). When payouts become possible, the shop's waiting transfers are queued. Answers the shop,
 * or null for an account we do not know.
 */
export async function applyAccountStatus(target: SqlTarget, providerAccountId: string, status: AccountStatus): Promise<string | null> {
  const sql = sqlOf(target);
  const [account] = await sql(
    `update connected_accounts
        set charges_enabled = ?, payouts_enabled = ?, details_submitted = ?, requirements = ?::jsonb, updated_at = now()
      where provider_account_id = ?
     returning vendor_id`,
    [status.chargesEnabled, status.payoutsEnabled, status.detailsSubmitted, JSON.stringify(status.requirements), providerAccountId],
  );
  if (!account) return null;
  if (status.payoutsEnabled) {
    const released = await sql(
      `update transfers set status = 'pending', next_attempt_at = now(), updated_at = now() where vendor_id = ? and status = 'waiting' returning id`,
      [account.vendor_id],
    );
    if (released.length) await sql(notifyPayoutsDue);
  }
  return account.vendor_id;
}

/** A shop's payout account: setting it up with the provider, and reading where it stands. */
export class PayoutAccountService {
  constructor(
    private readonly em: EntityManager,
    private readonly provider: PayoutProvider,
    /** Origin of the links Stripe sends the vendor back to. */
    private readonly publicUrl: string,
  ) {}

  async account(vendorId: string): Promise<PayoutAccount> {
    return payoutAccountOf(await this.row(vendorId), this.provider.testMode);
  }

  /**
   * "Set up payouts": creates the shop's connected account if it has none (or has one of another
   * provider, e.g. made in Test mode before Stripe was configured), records its status, and answers
   * where to send the vendor: Stripe's hosted onboarding while details are missing, else the payouts
   * page. In Test mode onboarding is complete at once. Provider calls happen outside any transaction.
   */
  async startOnboarding(vendorId: string): Promise<PayoutOnboarding> {
    let row = await this.row(vendorId);
    if (!row || row.provider !== this.provider.name) {
      const [shop] = await this.em.execute(
        `select v.business_name, u.email from vendors v join users u on u.id = v.user_id where v.id = ? and v.deleted_at is null`,
        [vendorId],
      );
      if (!shop) throw forbidden('Your shop is not available.');
      const { accountId } = await this.call(() =>
        // One key per shop and provider: a double click, or a retry after a lost answer, gets the same account.
        this.provider.createAccount({ vendorId, businessName: shop.business_name, email: shop.email }, `connect-account-${this.provider.name}-${vendorId}`),
      );
      await this.em.execute(
        `insert into connected_accounts (vendor_id, provider, provider_account_id) values (?, ?, ?)
         on conflict (vendor_id) do update set provider = excluded.provider, provider_account_id = excluded.provider_account_id,
           charges_enabled = false, payouts_enabled = false, details_submitted = false, requirements = '[]', updated_at = now()
         where connected_accounts.provider <> excluded.provider`,
        [vendorId, this.provider.name, accountId],
      );
      row = (await this.row(vendorId))!;
    }
    const status = await this.syncStatus(row.provider_account_id);
    const page = `${this.publicUrl}/vendor/payouts`;
    if (status.detailsSubmitted && status.payoutsEnabled && !status.requirements.length) {
      return { url: `${page}?onboarding=complete`, testMode: this.provider.testMode };
    }
    const url = await this.call(() =>
      this.provider.onboardingLink(row.provider_account_id, { returnUrl: `${page}?onboarding=return`, refreshUrl: `${page}?onboarding=refresh` }),
    );
    return { url, testMode: this.provider.testMode };
  }

  /** Asks the provider where the shop's account stands now (back from onboarding, before any webhook). */
  async refresh(vendorId: string): Promise<PayoutAccount> {
    const row = await this.row(vendorId);
    if (row && row.provider === this.provider.name) await this.syncStatus(row.provider_account_id);
    return this.account(vendorId);
  }

  private async syncStatus(providerAccountId: string): Promise<AccountStatus> {
    const status = await this.call(() => this.provider.accountStatus(providerAccountId));
    await this.em.transactional((em) => applyAccountStatus(em, providerAccountId, status));
    return status;
  }

  private async row(vendorId: string): Promise<AccountRow | undefined> {
    const [row] = await this.em.execute<AccountRow[]>(
      `select provider, provider_account_id, charges_enabled, payouts_enabled, details_submitted, requirements from connected_accounts where vendor_id = ?`,
      [vendorId],
    );
    return row;
  }

  /** A provider that cannot be reached, or refuses, is an upstream failure with a message for people. */
  private async call<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      logger.error({ err: error }, 'payout provider error');
      throw appError('PAYMENT_FAILED', PAYOUTS_UNAVAILABLE);
    }
  }
}
