import { Box, Button, Card, Circle, HStack, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { InfoPageLayout, InfoSection } from './InfoPageLayout';
import type { PageMetaProps } from '../../components/meta/PageMeta';

const shopperServices = [
  {
    title: 'Discover local products',
    text: 'Browse the catalogue by category or search it. Search understands names and descriptions and forgives small typos, so “chese” still finds cheese.',
  },
  {
    title: 'One cart, many shops',
    text: 'Add items from several vendors and pay once. Each vendor receives and ships their part of the order separately, so you can follow each one.',
  },
  {
    title: 'Secure checkout',
    text: 'Pay by card, Google Pay or Apple Pay where your browser supports them. Amounts are in Canadian dollars with 13% HST shown before you confirm.',
  },
  {
    title: 'Wishlist and order history',
    text: 'Save products for later and see every order you have placed, with its status from Pending to Delivered.',
  },
];

const vendorServices = [
  {
    title: 'Your own shop page',
    text: 'A public page with your business name, photo, address, phone number, description and all of your products.',
  },
  {
    title: 'Product and stock management',
    text: 'Add products with photos, set prices and categories, and keep stock counts accurate. Stock is reserved the moment an order is paid, so you never oversell.',
  },
  {
    title: 'Real-time order alerts',
    text: 'New orders appear on your dashboard as they happen, with an email when notifications are switched on. Mark orders as shipped or cancel them in one click.',
  },
  {
    title: 'Sales insight',
    text: 'See your revenue and order totals at a glance, so you know which products to restock and what to make next.',
  },
];

const steps = [
  {
    title: 'Vendors open a shop',
    text: 'A local business signs up as a vendor, fills in its profile and lists its products. Our team verifies the business before the shop goes live.',
  },
  {
    title: 'Shoppers discover and buy',
    text: 'Shoppers browse or search, fill one cart from as many shops as they like, and check out securely once.',
  },
  {
    title: 'Vendors fulfil',
    text: 'Each vendor is notified right away, prepares their part of the order and marks it as shipped.',
  },
  {
    title: 'Everyone stays informed',
    text: 'Shoppers follow each order in their account; vendors see their sales add up on their dashboard.',
  },
];

function ServiceGrid({ items }: { items: { title: string; text: string }[] }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap={6}>
      {items.map((item) => (
        <Card.Root key={item.title} variant="outline">
          <Card.Body gap={2}>
            <Card.Title>{item.title}</Card.Title>
            <Card.Description fontSize="md">{item.text}</Card.Description>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}

/** The page's title and description (app/app.routes.tsx renders them). */
export const meta: PageMetaProps = {
  title: 'Our Services',
  description: 'What Mainstreet does for local shops and their customers: an online storefront, payments, orders and payouts.',
  canonicalPath: '/services',
};

export default function ServicesPage() {
  return (
    <InfoPageLayout
      title="Our Services"
      lead="Mainstreet handles the online storefront, payments and order flow, so local vendors can focus on their craft and shoppers can buy from them with confidence."
    >
      <InfoSection title="For shoppers">
        <ServiceGrid items={shopperServices} />
      </InfoSection>

      <InfoSection title="For vendors">
        <ServiceGrid items={vendorServices} />
      </InfoSection>

      <InfoSection title="How it works">
        <List.Root as="ol" listStyleType="none" gap={5}>
          {steps.map((step, index) => (
            <List.Item key={step.title}>
              <HStack align="flex-start" gap={4}>
                <Circle size="10" bg="brand.600" color="white" fontWeight="bold" flexShrink={0} aria-hidden="true">
                  {index + 1}
                </Circle>
                <Box>
                  <Text fontWeight="semibold" fontSize="lg">
                    {step.title}
                  </Text>
                  <Text color="fg.muted">{step.text}</Text>
                </Box>
              </HStack>
            </List.Item>
          ))}
        </List.Root>
      </InfoSection>

      <Stack direction={{ base: 'column', sm: 'row' }} gap={4}>
        <Button asChild colorPalette="brand">
          <RouterLink to="/signup">Create an account</RouterLink>
        </Button>
        <Button asChild variant="outline" colorPalette="brand">
          <RouterLink to="/contact">Talk to us</RouterLink>
        </Button>
      </Stack>
    </InfoPageLayout>
  );
}
