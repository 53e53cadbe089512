import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Button, Card, HStack, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { InfoPageLayout, InfoSection } from './InfoPageLayout';
import type { PageMetaProps } from '../../components/meta/PageMeta';

const values: { title: MessageDescriptor; text: MessageDescriptor }[] = [
  {
    title: msg`Local first`,
    text: msg`Every shop on Mainstreet is an independent business from an Ontario community. Money spent here stays close to home and keeps neighbourhood main streets alive.`,
  },
  {
    title: msg`Fair to vendors`,
    text: msg`Vendors set their own prices, own their customer relationships and see exactly what they sold. We build tools that save them time instead of taking control away.`,
  },
  {
    title: msg`Honest to shoppers`,
    text: msg`Prices are shown in Canadian dollars with HST added openly at checkout. Stock counts come straight from the vendor, so what you see is what is on the shelf.`,
  },
  {
    title: msg`Trust by design`,
    text: msg`Vendors are verified before their shop appears, payments go through a certified card processor, and your account is protected by modern password hashing.`,
  },
];

/** The page's title and description (app/app.routes.tsx renders them). */
export const meta: PageMetaProps = {
  title: msg`About Us`,
  description: msg`Mainstreet empowers local businesses through smart digital solutions, bridging community vendors and conscious shoppers.`,
  canonicalPath: '/about',
};

export default function AboutPage() {
  const { i18n, t } = useLingui();
  return (
    <InfoPageLayout
      title={t`About Mainstreet`}
      lead={t`Mainstreet is an online marketplace that connects small, local vendors across Ontario, Canada with the shoppers who live around them.`}
    >
      <InfoSection title={t`Our story`}>
        <Stack gap={4} fontSize="lg" lineHeight="tall">
          <Text>
            {t`Ontario is full of remarkable small businesses: cheesemakers in Prince Edward County, bakers in Kensington Market, roasters in Hamilton, potters and soap makers in every town along the 401. Many of them sell wonderful things but have no time to build and run an online store of their own.`}
          </Text>
          <Text>
            {t`Mainstreet gives those businesses a shared storefront. A vendor opens a shop in minutes, lists their products with photos, prices and stock, and receives orders the moment they are placed. Shoppers get one place to discover what is made and sold near them, one cart across many shops, and one secure checkout.`}
          </Text>
          <Text>
            {t`We think of it as the digital version of a good main street: many independent shops side by side, each with its own character, all a short walk from each other.`}
          </Text>
        </Stack>
      </InfoSection>

      <InfoSection title={t`What shoppers get`}>
        <List.Root gap={2} ps={5} fontSize="lg">
          <List.Item>{t`Products from verified local vendors, searchable by name, description and category, even with a typo.`}</List.Item>
          <List.Item>{t`Voice search from your dashboard when your hands are full.`}</List.Item>
          <List.Item>{t`A wishlist and a single cart that can hold items from several shops.`}</List.Item>
          <List.Item>{t`Secure card and wallet payments in Canadian dollars, with HST shown before you pay.`}</List.Item>
          <List.Item>{t`Order tracking, with each shop's order shown and updated separately.`}</List.Item>
        </List.Root>
      </InfoSection>

      <InfoSection title={t`What vendors get`}>
        <List.Root gap={2} ps={5} fontSize="lg">
          <List.Item>{t`A public shop page with their story, address, contact details and full product range.`}</List.Item>
          <List.Item>{t`Simple product management: photos, prices, stock and categories in one place.`}</List.Item>
          <List.Item>{t`Instant notifications when a new order arrives, and tools to ship or cancel it.`}</List.Item>
          <List.Item>{t`Sales figures that show what sells, so they can plan their next batch.`}</List.Item>
        </List.Root>
      </InfoSection>

      <InfoSection title={t`What we value`}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={6}>
          {values.map((value) => (
            <Card.Root key={value.title.id} variant="outline">
              <Card.Body gap={2}>
                <Card.Title>{i18n._(value.title)}</Card.Title>
                <Card.Description fontSize="md">{i18n._(value.text)}</Card.Description>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      </InfoSection>

      <HStack gap={4} wrap="wrap">
        <Button asChild colorPalette="brand">
          <RouterLink to="/products">{t`Browse products`}</RouterLink>
        </Button>
        <Button asChild variant="outline" colorPalette="brand">
          <RouterLink to="/vendors">{t`Meet our vendors`}</RouterLink>
        </Button>
      </HStack>
    </InfoPageLayout>
  );
}
