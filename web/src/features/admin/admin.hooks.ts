import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { useLoadMore } from '../../components/catalog/load-more.hook';
import type {
  AdminProfileInput,
  AdminUserFieldsFragment,
  AdminUserInput,
  AdminVendorFieldsFragment,
  AdminVendorInput,
  AuditAction,
} from '../../gql/graphql';
import { failed, succeeded, type Outcome } from '../../lib/outcome';
import { adminErrorMessage } from './admin-error.util';
import {
  CreateUserMutation,
  CreateVendorMutation,
  DeleteUserMutation,
  DeleteVendorMutation,
  GetAdminAnalyticsQuery,
  GetAdminProfileQuery,
  GetVendorDeletionImpactQuery,
  ListAdminUsersQuery,
  ListAdminVendorsQuery,
  ListAuditEntriesQuery,
  UpdateAdminProfileMutation,
  UpdateUserMutation,
  UpdateVendorMutation,
} from './admin.operations';
import { useLingui } from '@lingui/react/macro';

// The admin area's data. Figures are computed by the API; lists are keyset-paginated (`more`).
// Saves resolve to an Outcome whose failure text is the server's for a refusal it explains
// (BAD_USER_INPUT, FORBIDDEN, NOT_FOUND), else the spec's text.

const TABLE_PAGE_SIZE = 25;

/** Sales and new accounts by month over the last `months`. */
export function useAdminAnalytics(months: number) {
  const { data, loading, error } = useQuery(GetAdminAnalyticsQuery, {
    variables: { months },
    fetchPolicy: 'cache-and-network',
  });
  return { analytics: data?.adminAnalytics, loading, error };
}

/** A day picked in the browser, as the instant it starts or ends in the admin's own time zone. */
function dayBoundary(day: string, end: boolean): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const date = new Date(`${day}T${end ? '23:59:59.999' : '00:00:00'}`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export type AuditFilters = {
  /** Start of the actor's email (empty: anyone). */
  actor: string;
  action: AuditAction | '';
  /** First and last day (YYYY-MM-DD, the admin's time zone), both included; empty: open. */
  fromDay: string;
  toDay: string;
};

/** The audit log, newest first, filtered; a page at a time. */
export function useAuditLog({ actor, action, fromDay, toDay }: AuditFilters) {
  const { data, loading, error, fetchMore } = useQuery(ListAuditEntriesQuery, {
    variables: {
      actor: actor || null,
      action: action || null,
      from: dayBoundary(fromDay, false),
      to: dayBoundary(toDay, true),
      first: TABLE_PAGE_SIZE,
    },
    fetchPolicy: 'cache-and-network',
  });
  const more = useLoadMore({
    data,
    fetchMore,
    getConnection: (result) => result.auditLog,
    setConnection: (result, auditLog) => ({ ...result, auditLog }),
  });
  return { entries: data?.auditLog.nodes, loading, error, more };
}

/** The signed-in admin's own account. */
export function useAdminProfile() {
  const { data, loading } = useQuery(GetAdminProfileQuery, { fetchPolicy: 'cache-and-network' });
  return { me: data?.me, loading };
}

/** Saves the admin's username, email and phone; the saved values come back into the cache as User:<id>. */
export function useUpdateAdminProfile() {
  const { t } = useLingui();
  const [updateAdminProfile, { loading }] = useMutation(UpdateAdminProfileMutation);
  const save = useCallback(
    async (input: AdminProfileInput) => {
      try {
        const { data } = await updateAdminProfile({ variables: { input } });
        return succeeded(data?.updateAdminProfile);
      } catch (error) {
        return failed(adminErrorMessage(error, t`Failed to update profile.`));
      }
    },
    [updateAdminProfile],
  );
  return { save, saving: loading };
}

/**
 * Every account, searched by username or email start (empty: all), a page at a time, with the
 * signed-in admin's id (their own row cannot be deleted). `deleteUser` evicts the account from
 * the cache, so it leaves every list that showed it.
 */
export function useAdminUsers(q: string) {
  const { data, loading, fetchMore } = useQuery(ListAdminUsersQuery, {
    variables: { q: q || null, first: TABLE_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const more = useLoadMore({
    data,
    fetchMore,
    getConnection: (result) => result.adminUsers,
    setConnection: (result, adminUsers) => ({ ...result, adminUsers }),
  });
  const { data: me } = useQuery(GetAdminProfileQuery);
  const [deleteUserMutation] = useMutation(DeleteUserMutation);

  const deleteUser = useCallback(
    (user: AdminUserFieldsFragment) =>
      deleteUserMutation({
        variables: { id: user.id },
        update: (cache, { data: result }) => {
          if (!result?.deleteUser) return;
          cache.evict({ id: cache.identify(user) });
          cache.gc();
        },
      }),
    [deleteUserMutation],
  );

  return { users: data?.adminUsers.nodes, loading, more, currentUserId: me?.me?.id ?? null, deleteUser };
}

/** Adds an account (emailed a link to set its password) or edits one (`id`). */
export function useSaveUser() {
  const { t } = useLingui();
  // A new account joins the list at its place in username order: read the list again.
  const [createUser, createState] = useMutation(CreateUserMutation, { refetchQueries: [ListAdminUsersQuery] });
  const [updateUser, updateState] = useMutation(UpdateUserMutation);
  const save = useCallback(
    async (id: string | null, input: AdminUserInput): Promise<Outcome<AdminUserFieldsFragment | undefined>> => {
      try {
        const saved = id
          ? (await updateUser({ variables: { id, input } })).data?.updateUser
          : (await createUser({ variables: { input } })).data?.createUser;
        return succeeded(saved);
      } catch (error) {
        return failed(adminErrorMessage(error, t`Failed to save user.`));
      }
    },
    [createUser, updateUser],
  );
  return { save, saving: createState.loading || updateState.loading };
}

/**
 * Every shop, verified or pending, searched by name (empty: all), a page at a time.
 * `deleteVendor` evicts the shop from the cache, so it leaves every list that showed it.
 */
export function useAdminVendors(q: string) {
  const { data, loading, fetchMore } = useQuery(ListAdminVendorsQuery, {
    variables: { q: q || null, first: TABLE_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const more = useLoadMore({
    data,
    fetchMore,
    getConnection: (result) => result.adminVendors,
    setConnection: (result, adminVendors) => ({ ...result, adminVendors }),
  });
  const [deleteVendorMutation] = useMutation(DeleteVendorMutation);

  const deleteVendor = useCallback(
    (vendor: AdminVendorFieldsFragment) =>
      deleteVendorMutation({
        variables: { id: vendor.id },
        update: (cache, { data: result }) => {
          if (!result?.deleteVendor) return;
          cache.evict({ id: cache.identify(vendor) });
          cache.gc();
        },
      }),
    [deleteVendorMutation],
  );

  return { vendors: data?.adminVendors.nodes, loading, more, deleteVendor };
}

/**
 * What deleting a shop does to its customers (open orders cancelled and refunded), asked from the
 * network each time `vendorId` is set (orders change); null asks nothing.
 */
export function useVendorDeletionImpact(vendorId: string | null) {
  const { data, loading, error } = useQuery(GetVendorDeletionImpactQuery, {
    variables: { id: vendorId ?? '' },
    skip: !vendorId,
    fetchPolicy: 'network-only',
  });
  return { impact: data?.adminVendorDeletionImpact, loading, error };
}

/** Adds a shop (its owner is emailed a link to set a password) or edits one (`id`). */
export function useSaveVendor() {
  const { t } = useLingui();
  const [createVendor, createState] = useMutation(CreateVendorMutation, { refetchQueries: [ListAdminVendorsQuery] });
  const [updateVendor, updateState] = useMutation(UpdateVendorMutation);
  const save = useCallback(
    async (id: string | null, input: AdminVendorInput): Promise<Outcome<AdminVendorFieldsFragment | undefined>> => {
      try {
        const saved = id
          ? (await updateVendor({ variables: { id, input } })).data?.updateVendor
          : (await createVendor({ variables: { input } })).data?.createVendor;
        return succeeded(saved);
      } catch (error) {
        return failed(adminErrorMessage(error, t`Failed to save vendor. Try again.`));
      }
    },
    [createVendor, updateVendor],
  );
  return { save, saving: createState.loading || updateState.loading };
}
