import { Badge, Button, Card, Container, DataList, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { DEFAULT_VENDOR_IMAGE, ImageWithFallback } from '../../components/catalog/ImageWithFallback';
import { ErrorBanner, LoadingMessage } from '../../components/catalog/StatusMessages';
import { FormAlert } from '../../components/ui/FormAlert';
import { EditShopDialog } from './EditShopDialog';
import { uploadImage } from '../../lib/image-upload';
import { useMyShop } from './vendor-insights.hooks';
import type { PageMetaProps } from '../../components/meta/PageMeta';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';

export const NOT_PROVIDED = msg`Not provided`;

/** The page's title and description (app/app.routes.tsx renders them). */
export const meta: PageMetaProps = {
  title: msg`Profile — Vendor`,
  description: msg`Your shop's name, contact details and address.`,
};

/** /vendor/profile: the shop's public details, editable in a dialog, and a link to the public shop. */
export default function VendorProfilePage({ upload = uploadImage }: { upload?: typeof uploadImage }) {
  const { t, i18n } = useLingui();
  const notProvided = i18n._(NOT_PROVIDED);
  const { shop, loading } = useMyShop();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);

  let body: React.ReactNode;
  if (!shop && loading) {
    body = <LoadingMessage>{t`Loading your profile...`}</LoadingMessage>;
  } else if (!shop) {
    // The spec's wording for this screen (section 8), whatever the cause.
    body = <ErrorBanner>{t`Error fetching vendor data`}</ErrorBanner>;
  } else {
    const { vendor } = shop;
    const rows: Array<[string, string]> = [
      [t`Business name`, vendor.businessName],
      [t`Email`, shop.email],
      [t`Phone`, vendor.phone || notProvided],
      [t`Address`, vendor.address || notProvided],
      [t`City`, vendor.city || notProvided],
      [t`Postal code`, vendor.postalCode || notProvided],
      [t`Description`, vendor.description || notProvided],
      [t`Legal name`, vendor.legalName || vendor.businessName],
      [t`GST/HST number`, vendor.gstHstNumber || t`Not registered: Mainstreet collects the GST/HST on your sales`],
      [t`QST number`, vendor.qstNumber || t`Not registered: Mainstreet collects the QST on your sales to Quebec`],
    ];
    body = (
      <>
        {saved && <FormAlert status="success">{t`Your profile has been updated.`}</FormAlert>}
        <Card.Root>
          <Card.Body>
            <Stack direction={{ base: 'column', sm: 'row' }} gap="6" align={{ base: 'flex-start', sm: 'center' }}>
              <ImageWithFallback
                src={vendor.profileImage}
                fallbackSrc={DEFAULT_VENDOR_IMAGE}
                alt={t`${vendor.businessName} profile image`}
                boxSize="28"
                objectFit="cover"
                borderRadius="full"
                loading="eager"
              />
              <Stack gap="2">
                <Heading as="h2" size="xl">
                  {vendor.businessName}
                </Heading>
                <HStack gap="2">
                  <Badge colorPalette={vendor.isVerified ? 'green' : 'orange'}>
                    {vendor.isVerified ? t`Verified` : t`Pending`}
                  </Badge>
                </HStack>
                {!vendor.isVerified && (
                  <Text fontSize="sm" color="fg.muted" maxW="prose">
                    {t`Your store page becomes public once an admin verifies your shop.`}
                  </Text>
                )}
                <HStack gap="3" wrap="wrap" pt="2">
                  <Button
                    colorPalette="brand"
                    onClick={() => {
                      setSaved(false);
                      setEditing(true);
                    }}
                  >
                    {t`Edit profile`}
                  </Button>
                  <Button asChild variant="outline" colorPalette="brand">
                    <RouterLink to={`/vendor/${vendor.id}`}>{t`View Store`}</RouterLink>
                  </Button>
                </HStack>
              </Stack>
            </Stack>
          </Card.Body>
        </Card.Root>
        <Card.Root>
          <Card.Header>
            <Heading as="h2" size="lg">
              {t`Shop details`}
            </Heading>
          </Card.Header>
          <Card.Body>
            <DataList.Root orientation="horizontal" gap="4">
              {rows.map(([label, value]) => (
                <DataList.Item key={label}>
                  <DataList.ItemLabel minW="32">{label}</DataList.ItemLabel>
                  <DataList.ItemValue color={value === notProvided ? 'fg.muted' : undefined} whiteSpace="pre-line">
                    {value}
                  </DataList.ItemValue>
                </DataList.Item>
              ))}
            </DataList.Root>
          </Card.Body>
        </Card.Root>
        <EditShopDialog
          open={editing}
          onOpenChange={setEditing}
          shop={shop}
          upload={upload}
          onSaved={() => {
            setEditing(false);
            setSaved(true);
          }}
        />
      </>
    );
  }

  return (
    <Container maxW="3xl" py={{ base: '8', md: '12' }}>
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          {t`Shop profile`}
        </Heading>
        {body}
      </Stack>
    </Container>
  );
}
