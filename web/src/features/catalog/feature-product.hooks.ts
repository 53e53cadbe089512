import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { errorMessage } from '../../lib/error-message.util';
import { failed, succeeded, type Outcome } from '../../lib/outcome';
import { SetProductFeaturedMutation } from './feature-product.operations';
import { useLingui } from '@lingui/react/macro';

/** An admin's choice of the home page's featured products; the cached product takes the new state. */
export function useSetProductFeatured() {
  const { t } = useLingui();
  const [setProductFeatured, { loading }] = useMutation(SetProductFeaturedMutation, {
    // The home page's picks change with it: read again when next shown.
    update: (cache) => {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'featuredProducts' });
      cache.gc();
    },
  });
  const setFeatured = useCallback(
    async (productId: string, featured: boolean): Promise<Outcome> => {
      try {
        await setProductFeatured({ variables: { productId, featured } });
        return succeeded(undefined);
      } catch (error) {
        return failed(errorMessage(error, t`The product could not be updated.`));
      }
    },
    [setProductFeatured, t],
  );
  return { setFeatured, saving: loading };
}
