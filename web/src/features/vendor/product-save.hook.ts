import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import type { ProductInput } from '../../gql/graphql';
import { useImageUpload } from './image-upload.hook';
import {
  CreateProductMutation,
  GetVendorDashboardQuery,
  ListMyProductsQuery,
  UpdateProductMutation,
} from './vendor.operations';

/**
 * Saves a product the way both forms do: the photo (if one was picked) goes to
 * POST /media/uploads first, then createProduct / updateProduct carries its id. Queries on
 * screen that count or list products are refetched; an edited product updates in the cache
 * by its id.
 */
export function useSaveProduct() {
  const upload = useImageUpload();
  const refetchQueries = [ListMyProductsQuery, GetVendorDashboardQuery];
  const [createProduct] = useMutation(CreateProductMutation, { refetchQueries });
  const [updateProduct] = useMutation(UpdateProductMutation, { refetchQueries });

  return useCallback(
    async ({ id, input, file }: { id?: string; input: ProductInput; file: File | null }) => {
      const imageIds = file ? [(await upload(file)).id] : undefined;
      const withImages = imageIds ? { ...input, imageIds } : input;
      if (id) {
        const { data } = await updateProduct({ variables: { id, input: withImages } });
        return data?.updateProduct;
      }
      const { data } = await createProduct({ variables: { input: withImages } });
      return data?.createProduct;
    },
    [upload, createProduct, updateProduct],
  );
}
