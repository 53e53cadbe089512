import { Box, Card, Flex, Heading, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { DEFAULT_PRODUCT_IMAGE, ImageWithFallback } from '../../components/catalog/ImageWithFallback';
import { useFormat } from '../../lib/format';
import { taxLabel } from '../../lib/tax-label';
import { useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import type { GetCheckoutQuery } from '../../gql/graphql';

type Cart = GetCheckoutQuery['cart'];
type CartLine = Cart['items'][number];

type ShopGroup = { vendorId: string; businessName: string; lines: CartLine[]; subtotalCents: number };

/** The cart's lines by shop, in the order the shops first appear: each shop becomes one order. */
export function groupByShop(lines: readonly CartLine[]): ShopGroup[] {
  const groups = new Map<string, ShopGroup>();
  for (const line of lines) {
    const vendor = line.product.vendor;
    let group = groups.get(vendor.id);
    if (!group) {
      group = { vendorId: vendor.id, businessName: vendor.businessName, lines: [], subtotalCents: 0 };
      groups.set(vendor.id, group);
    }
    group.lines.push(line);
    group.subtotalCents += line.lineTotalCents;
  }
  return [...groups.values()];
}

function SummaryRow({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Flex justify="space-between" fontWeight={strong ? 'bold' : undefined} fontSize={strong ? 'lg' : undefined}>
      <Text as="dt">{label}</Text>
      <Text as="dd">{value}</Text>
    </Flex>
  );
}

/** Items grouped by shop, then subtotal, each tax of the shipping province and total exactly as the API computed them. */
export function OrderSummary({ cart }: { cart: Cart }) {
  const shops = groupByShop(cart.items);
  const { t } = useLingui();
  const format = useFormat();
  const formatCents = format.moneyCents;
  const shopCount = shops.length;
  return (
    <Card.Root as="section" aria-labelledby="order-summary-heading" variant="outline">
      <Card.Header>
        <Heading as="h2" size="lg" id="order-summary-heading">
          {t`Order summary`}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {shopCount === 1 ? t`One shop, one order.` : t`${plural(shopCount, { one: '# shop', other: '# shops' })}: one order from each.`}
        </Text>
      </Card.Header>
      <Card.Body>
        <Stack gap="5">
          {shops.map((shop) => (
            <Box as="section" key={shop.vendorId} aria-label={shop.businessName}>
              <Heading as="h3" size="sm" mb="2">
                {shop.businessName}
              </Heading>
              <Stack as="ul" gap="2" listStyleType="none">
                {shop.lines.map((line) => (
                  <HStack as="li" key={line.product.id} gap="3" align="center">
                    <ImageWithFallback
                      src={line.product.image}
                      fallbackSrc={DEFAULT_PRODUCT_IMAGE}
                      alt=""
                      w="40px"
                      h="40px"
                      fit="cover"
                      borderRadius="md"
                      flexShrink={0}
                    />
                    <Text flex="1" minW="0">
                      {line.product.name}{' '}
                      <Text as="span" color="fg.muted" whiteSpace="nowrap">
                        × {line.quantity}
                      </Text>
                    </Text>
                    <Text whiteSpace="nowrap">{formatCents(line.lineTotalCents)}</Text>
                  </HStack>
                ))}
              </Stack>
              <Flex justify="space-between" mt="2" fontSize="sm" color="fg.muted">
                <Text>{t`${shop.businessName} subtotal`}</Text>
                <Text>{formatCents(shop.subtotalCents)}</Text>
              </Flex>
            </Box>
          ))}
          <Separator />
          <Stack as="dl" gap="1">
            <SummaryRow label={t`Subtotal`} value={formatCents(cart.subtotalCents)} />
            {cart.taxes.map((tax) => (
              <SummaryRow key={tax.label} label={taxLabel(tax.label, format.locale)} value={formatCents(tax.amountCents)} />
            ))}
            <SummaryRow label={t`Total`} value={`${formatCents(cart.totalCents)} CAD`} strong />
          </Stack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
