import { Box, Container, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ComponentType, SVGProps } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { AppLink } from '../ui/AppLink';
import {
  AmexIcon,
  ApplePayIcon,
  FacebookIcon,
  GooglePayIcon,
  InstagramIcon,
  LinkedInIcon,
  MastercardIcon,
  VisaIcon,
  XIcon,
} from './brand-icons';
import { LanguageSwitch } from './LanguageSwitch';
import { NewsletterForm } from './NewsletterForm';

type IconType = ComponentType<SVGProps<SVGSVGElement>>;

const EXPLORE_LINKS: Array<{ label: MessageDescriptor; to: string }> = [
  { label: msg`About Us`, to: '/about' },
  { label: msg`Our Services`, to: '/services' },
  { label: msg`Featured Vendors`, to: '/vendors' },
  { label: msg`Blog`, to: '/blog' },
  { label: msg`Contact`, to: '/contact' },
];

// The spec gives these no destination, so they are shown as icons, not as links.
const SOCIAL_ICONS: Array<{ label: string; icon: IconType }> = [
  { label: 'Facebook', icon: FacebookIcon },
  { label: 'X (Twitter)', icon: XIcon },
  { label: 'Instagram', icon: InstagramIcon },
  { label: 'LinkedIn', icon: LinkedInIcon },
];

// What the checkout takes: cards of these brands (Stripe's card element), and Apple Pay and Google
// Pay through the wallet button it shows where the browser supports them (features/checkout).
const PAYMENT_ICONS: Array<{ label: string; icon: IconType }> = [
  { label: 'Visa', icon: VisaIcon },
  { label: 'Mastercard', icon: MastercardIcon },
  { label: 'American Express', icon: AmexIcon },
  { label: 'Apple Pay', icon: ApplePayIcon },
  { label: 'Google Pay', icon: GooglePayIcon },
];

function IconRow({ label, icons, size }: { label: string; icons: typeof SOCIAL_ICONS; size: string }) {
  return (
    <HStack as="ul" aria-label={label} gap="3" listStyleType="none" m="0" p="0" color="fg.muted">
      {icons.map(({ label: name, icon: IconComponent }) => (
        <Box as="li" key={name} fontSize={size} lineHeight="1">
          <Box as="span" role="img" aria-label={name} display="inline-flex">
            <IconComponent />
          </Box>
        </Box>
      ))}
    </HStack>
  );
}

export function Footer() {
  const { i18n, t } = useLingui();
  return (
    <Box as="footer" bg="brand.subtle" borderTopWidth="1px" mt="16">
      <Container maxW="7xl" py="12">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="10">
          <Stack gap="4">
            <Text fontWeight="bold" fontSize="xl" color="brand.fg">
              Mainstreet
            </Text>
            <Text color="fg.muted" maxW="sm">
              {t`Mainstreet empowers local businesses through smart digital solutions, bridging community vendors and conscious shoppers.`}
            </Text>
            <IconRow label={t`Social networks`} icons={SOCIAL_ICONS} size="lg" />
          </Stack>

          <Box as="nav" aria-labelledby="footer-explore">
            <Text as="h2" id="footer-explore" fontWeight="semibold" fontSize="lg" mb="3">
              {t`Explore`}
            </Text>
            <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
              {EXPLORE_LINKS.map((link) => (
                <li key={link.to}>
                  <AppLink to={link.to} color="fg" _hover={{ color: 'brand.fg' }}>
                    {i18n._(link.label)}
                  </AppLink>
                </li>
              ))}
            </Stack>
          </Box>

          <NewsletterForm />
        </SimpleGrid>

        <Stack
          direction={{ base: 'column', md: 'row' }}
          justify="space-between"
          align={{ base: 'flex-start', md: 'center' }}
          gap="4"
          mt="10"
          pt="6"
          borderTopWidth="1px"
          borderColor="brand.emphasized"
        >
          <Box>
            {/* The year in UTC, as the server rendered it: a visitor west of UTC on New Year's Eve would
                otherwise hydrate another year than the server's markup says. */}
            <Text fontSize="sm" suppressHydrationWarning>
              {t`© ${new Date().getUTCFullYear()} Mainstreet. All rights reserved.`}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {t`Proudly supporting local businesses worldwide.`}
            </Text>
          </Box>
          <HStack gap="4" wrap="wrap">
            <LanguageSwitch />
            <IconRow label={t`Accepted payment methods`} icons={PAYMENT_ICONS} size="2xl" />
          </HStack>
        </Stack>
      </Container>
    </Box>
  );
}
