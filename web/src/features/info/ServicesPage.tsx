import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Box, Button, Card, Circle, HStack, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { InfoPageLayout, InfoSection } from './InfoPageLayout';
import type { PageMetaProps } from '../../components/meta/PageMeta';

type Item = { title: MessageDescriptor; text: MessageDescriptor };

const shopperServices: Item[] = [
  {
    title: msg`Discover local products`,
    text: msg`Browse the catalogue by category or search it. Search understands names and descriptions and forgives small typos, so “chese” still finds cheese.`,
  },
  {
    title: msg`One cart, many shops`,
    text: msg`Add items from several vendors and pay once. Each vendor receives and ships their part of the order separately, so you can follow each one.`,
  },
  {
    title: msg`Secure checkout`,
    text: msg`Pay by card, Google Pay or Apple Pay where your browser supports them. Amounts are in Canadian dollars with 13% HST shown before you confirm.`,
  },
  {
    title: msg`Wishlist and order history`,
    text: msg`Save products for later and see every order you have placed, with its status from Pending to Delivered.`,
  },
];

const vendorServices: Item[] = [
  {
    title: msg`Your own shop page`,
    text: msg`A public page with your business name, photo, address, phone number, description and all of your products.`,
  },
  {
    title: msg`Product and stock management`,
    text: msg`Add products with photos, set prices and categories, and keep stock counts accurate. Stock is reserved the moment an order is paid, so you never oversell.`,
  },
  {
    title: msg`Real-time order alerts`,
    text: msg`New orders appear on your dashboard as they happen, with an email when notifications are switched on. Mark orders as shipped or cancel them in one click.`,
  },
  {
    title: msg`Sales insight`,
    text: msg`See your revenue and order totals at a glance, so you know which products to restock and what to make next.`,
  },
];

const steps: Item[] = [
  {
    title: msg`Vendors open a shop`,
    text: msg`A local business signs up as a vendor, fills in its profile and lists its products. Our team verifies the business before the shop goes live.`,
  },
  {
    title: msg`Shoppers discover and buy`,
    text: msg`Shoppers browse or search, fill one cart from as many shops as they like, and check out securely once.`,
  },
  {
    title: msg`Vendors fulfil`,
    text: msg`Each vendor is notified right away, prepares their part of the order and marks it as shipped.`,
  },
  {
    title: msg`Everyone stays informed`,
    text: msg`Shoppers follow each order in their account; vendors see their sales add up on their dashboard.`,
  },
];

function ServiceGrid({ items }: { items: Item[] }) {
  const { i18n } = useLingui();
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap={6}>
      {items.map((item) => (
        <Card.Root key={item.title.id} variant="outline">
          <Card.Body gap={2}>
            <Card.Title>{i18n._(item.title)}</Card.Title>
            <Card.Description fontSize="md">{i18n._(item.text)}</Card.Description>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}

/** The page's title and description (app/app.routes.tsx renders them). */
export const meta: PageMetaProps = {
  title: msg`Our Services`,
  description: msg`What Mainstreet does for local shops and their customers: an online storefront, payments, orders and payouts.`,
  canonicalPath: '/services',
};

export default function ServicesPage() {
  const { i18n, t } = useLingui();
  return (
    <InfoPageLayout
      title={t`Our Services`}
      lead={t`Mainstreet handles the online storefront, payments and order flow, so local vendors can focus on their craft and shoppers can buy from them with confidence.`}
    >
      <InfoSection title={t`For shoppers`}>
        <ServiceGrid items={shopperServices} />
      </InfoSection>

      <InfoSection title={t`For vendors`}>
        <ServiceGrid items={vendorServices} />
      </InfoSection>

      <InfoSection title={t`How it works`}>
        <List.Root as="ol" listStyleType="none" gap={5}>
          {steps.map((step, index) => (
            <List.Item key={step.title.id}>
              <HStack align="flex-start" gap={4}>
                <Circle size="10" bg="brand.600" color="white" fontWeight="bold" flexShrink={0} aria-hidden="true">
                  {index + 1}
                </Circle>
                <Box>
                  <Text fontWeight="semibold" fontSize="lg">
                    {i18n._(step.title)}
                  </Text>
                  <Text color="fg.muted">{i18n._(step.text)}</Text>
                </Box>
              </HStack>
            </List.Item>
          ))}
        </List.Root>
      </InfoSection>

      <Stack direction={{ base: 'column', sm: 'row' }} gap={4}>
        <Button asChild colorPalette="brand">
          <RouterLink to="/signup">{t`Create an account`}</RouterLink>
        </Button>
        <Button asChild variant="outline" colorPalette="brand">
          <RouterLink to="/contact">{t`Talk to us`}</RouterLink>
        </Button>
      </Stack>
    </InfoPageLayout>
  );
}
