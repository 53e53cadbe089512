import type { Province, ShippingAddressInput } from '../../gql/graphql';
import { useMutation, useQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useCallback } from 'react';
import { errorMessage } from '../../lib/error-message.util';
import { failed, succeeded, type Outcome } from '../../lib/outcome';
import { roleMatches, sessionStore, useSession } from '../../lib/session.store';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { DeleteShippingAddressMutation, GetAccountProfileQuery, SaveShippingAddressMutation, UpdateProfileMutation } from './account.operations';

/**
 * The signed-in user's own account. `errorText` is set when it could not be loaded: the server's
 * message, or the spec's fallback in the caller's role's wording (section 8).
 */
export function useAccountProfile() {
  const session = useSession();
  const { t } = useLingui();
  const { data, loading, error } = useQuery(GetAccountProfileQuery, { fetchPolicy: 'cache-and-network' });
  const fallback = roleMatches(session?.role, 'Admin') ? t`Failed to fetch profile.` : t`Failed to load profile.`;
  return { me: data?.me, loading, errorText: error ? errorMessage(error, fallback) : null };
}

const UPDATE_FAILED = msg`Failed to update profile.`;

/**
 * Saves the user's name, phone and (customers) province. The result updates User:<id> in the cache, so `me` everywhere
 * shows the new values, and the stored session name (the navbar's account menu) follows. A
 * rejected input keeps the server's message (it names the field); anything else the spec's text.
 */
export function useUpdateProfile() {
  const [updateProfile, { loading }] = useMutation(UpdateProfileMutation);
  const { i18n } = useLingui();

  const save = useCallback(
    async (input: {
      name: string;
      phone: string | null;
      province?: Province | null;
    }): Promise<Outcome<{ name: string; phone?: string | null; province?: Province | null } | undefined>> => {
      try {
        const { data } = await updateProfile({ variables: { input } });
        const updated = data?.updateProfile;
        const session = sessionStore.getSnapshot();
        if (updated && session) sessionStore.login({ token: session.token, role: session.role, name: updated.name });
        return succeeded(updated);
      } catch (error) {
        const rejected = CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'BAD_USER_INPUT');
        return failed(rejected ? errorMessage(error, i18n._(UPDATE_FAILED), i18n) : i18n._(UPDATE_FAILED));
      }
    },
    [updateProfile, i18n],
  );

  return { save, saving: loading };
}

const ADDRESS_SAVE_FAILED = msg`Failed to save your shipping address.`;

/**
 * Saves or forgets the customer's shipping address (the checkout pre-fills it). The answer updates
 * User:<id> in the cache, so the profile and the checkout show it. A rejected address keeps the
 * server's message, which names the field.
 */
export function useShippingAddress() {
  const [saveAddress, { loading: saving }] = useMutation(SaveShippingAddressMutation);
  const [deleteAddress, { loading: removing }] = useMutation(DeleteShippingAddressMutation);
  const { i18n } = useLingui();

  const save = useCallback(
    async (input: ShippingAddressInput): Promise<Outcome<undefined>> => {
      try {
        await saveAddress({ variables: { input } });
        return succeeded(undefined);
      } catch (error) {
        const rejected = CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'BAD_USER_INPUT');
        return failed(rejected ? errorMessage(error, i18n._(ADDRESS_SAVE_FAILED), i18n) : i18n._(ADDRESS_SAVE_FAILED));
      }
    },
    [saveAddress, i18n],
  );

  const remove = useCallback(async (): Promise<Outcome<undefined>> => {
    try {
      await deleteAddress();
      return succeeded(undefined);
    } catch {
      return failed(i18n._(msg`Failed to remove your shipping address.`));
    }
  }, [deleteAddress, i18n]);

  return { save, remove, busy: saving || removing };
}
