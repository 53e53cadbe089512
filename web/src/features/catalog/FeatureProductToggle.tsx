import { Stack, Switch, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useSetProductFeatured } from './feature-product.hooks';
import { useLingui } from '@lingui/react/macro';

/**
 * For admins on a product page: whether the home page features the product (its Featured Products
 * show admins' picks first, then best sellers). Loaded only for admins (ProductDetailPage).
 */
export default function FeatureProductToggle({ product }: { product: { id: string; featured: boolean } }) {
  const { t } = useLingui();
  const { setFeatured, saving } = useSetProductFeatured();
  const [failure, setFailure] = useState<string | null>(null);

  async function change(featured: boolean) {
    setFailure(null);
    const outcome = await setFeatured(product.id, featured);
    if (!outcome.ok) setFailure(outcome.message);
  }

  return (
    <Stack gap={1} borderWidth="1px" rounded="md" p={3}>
      <Switch.Root checked={product.featured} disabled={saving} onCheckedChange={(details) => void change(details.checked)}>
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>{t`Feature on the home page`}</Switch.Label>
      </Switch.Root>
      <Text fontSize="sm" color="fg.muted">
        {t`Admins only. Featured products come first in the home page's Featured Products.`}
      </Text>
      {failure && (
        <Text role="alert" fontSize="sm" color="fg.error">
          {failure}
        </Text>
      )}
    </Stack>
  );
}
