import type { ApolloCache } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useCallback, useState } from 'react';
import type { MyShopFieldsFragment, ShopProfileInput } from '../../gql/graphql';
import { errorMessage } from '../../lib/error-message.util';
import { uploadImage } from '../../lib/image-upload';
import { failed, succeeded, type Outcome } from '../../lib/outcome';
import {
  GetMyShopQuery,
  GetVendorEarningsQuery,
  GetVendorSalesReportQuery,
  ListLowStockProductsQuery,
  SetInventoryStockMutation,
  SetShopEmailNotificationsMutation,
  UpdateShopProfileMutation,
} from './vendor-insights.operations';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';

/** The shop's sales by day over the last `days` and by month over the last `months`, with its best sellers. */
export function useVendorSalesReport({ days, months }: { days: number; months: number }) {
  const { data, loading, error } = useQuery(GetVendorSalesReportQuery, {
    variables: { days, months },
    fetchPolicy: 'cache-and-network',
  });
  return { sales: data?.vendorSales, loading, error };
}

/** The shop's revenue and sales tax by month over the last `months`, with the dashboard's month-to-date figures. */
export function useVendorEarnings(months: number) {
  const { data, loading, error } = useQuery(GetVendorEarningsQuery, {
    variables: { months },
    fetchPolicy: 'cache-and-network',
  });
  return { earnings: data, loading, error };
}

/** The shop's products with `threshold` or fewer units in stock, emptiest first. */
export function useLowStockProducts(threshold: number) {
  const { data, loading, error } = useQuery(ListLowStockProductsQuery, {
    variables: { threshold },
    fetchPolicy: 'cache-and-network',
  });
  return { products: data?.myLowStockProducts, loading, error };
}

/**
 * Sets one product's stock. The low-stock list is read again before this resolves, so a product
 * now above the threshold has left the list by the time the screen announces the save.
 */
export function useSetStock() {
  const { t } = useLingui();
  const [setProductStock, { loading }] = useMutation(SetInventoryStockMutation, {
    refetchQueries: [ListLowStockProductsQuery],
    awaitRefetchQueries: true,
  });
  const setStock = useCallback(
    async (id: string, stock: number): Promise<Outcome> => {
      try {
        await setProductStock({ variables: { id, stock } });
        return succeeded(undefined);
      } catch (error) {
        return failed(errorMessage(error, t`Failed to update stock.`));
      }
    },
    [setProductStock],
  );
  return { setStock, saving: loading };
}

/**
 * MyShop has no id, so a mutation's MyShop result is not merged into the cached `myShop`
 * by itself (only its Vendor is, by id). Writing it into GetMyShop keeps the email
 * notification switch and the profile page in step with what the server saved.
 */
function writeMyShop(cache: ApolloCache, myShop: MyShopFieldsFragment | null | undefined): void {
  if (!myShop) return;
  cache.writeQuery({ query: GetMyShopQuery, data: { myShop } });
}

/** The signed-in vendor's shop: its public profile, sign-in email and email setting. */
export function useMyShop() {
  const { data, loading, error } = useQuery(GetMyShopQuery, { fetchPolicy: 'cache-and-network' });
  return { shop: data?.myShop, loading, error };
}

const PROFILE_UPDATE_FAILED = msg`Failed to update profile.`;
const PHOTO_UPLOAD_FAILED = msg`Failed to upload the photo.`;
const PHOTO_TOO_LARGE = msg`Images must be 5 MB or smaller.`;

/**
 * Saves the shop's profile: a new photo (if one was picked) is uploaded first and its id sent
 * with the profile. A refused photo shows the upload's message; a rejected input the server's
 * (it names the field); anything else the spec's text. `upload` replaces the request in tests.
 */
export function useUpdateShopProfile(upload: typeof uploadImage = uploadImage) {
  const { i18n } = useLingui();
  const [updateMyShop, { loading }] = useMutation(UpdateShopProfileMutation, {
    update: (cache, { data }) => writeMyShop(cache, data?.updateMyShop),
  });
  const [uploading, setUploading] = useState(false);

  const save = useCallback(
    async (profile: Omit<ShopProfileInput, 'profileImageId'>, photo: File | null): Promise<Outcome> => {
      let profileImageId: string | undefined;
      if (photo) {
        setUploading(true);
        try {
          profileImageId = (await upload(photo, { failedMessage: i18n._(PHOTO_UPLOAD_FAILED), tooLargeMessage: i18n._(PHOTO_TOO_LARGE) })).id;
        } catch (error) {
          return failed(error instanceof Error ? error.message : i18n._(PROFILE_UPDATE_FAILED));
        } finally {
          setUploading(false);
        }
      }
      try {
        await updateMyShop({ variables: { input: { ...profile, ...(profileImageId ? { profileImageId } : {}) } } });
        return succeeded(undefined);
      } catch (error) {
        const rejected = CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'BAD_USER_INPUT');
        return failed(rejected ? errorMessage(error, i18n._(PROFILE_UPDATE_FAILED)) : i18n._(PROFILE_UPDATE_FAILED));
      }
    },
    [upload, updateMyShop, i18n],
  );

  return { save, uploading, saving: loading };
}

/**
 * Turns the shop's new-order emails on or off. The switch moves at once (an optimistic answer
 * that Apollo rolls back if the call fails).
 */
export function useSetEmailNotifications() {
  const { t } = useLingui();
  const [setEmailNotifications] = useMutation(SetShopEmailNotificationsMutation, {
    update: (cache, { data }) => writeMyShop(cache, data?.setEmailNotifications),
  });
  return useCallback(
    async (shop: MyShopFieldsFragment, enabled: boolean): Promise<Outcome> => {
      try {
        await setEmailNotifications({
          variables: { enabled },
          optimisticResponse: { setEmailNotifications: { ...shop, emailNotifications: enabled } },
        });
        return succeeded(undefined);
      } catch (error) {
        return failed(errorMessage(error, t`Failed to update email notifications.`));
      }
    },
    [setEmailNotifications],
  );
}
