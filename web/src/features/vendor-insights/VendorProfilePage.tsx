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

export const NOT_PROVIDED = 'Not provided';

/** The page's title and description (app/app.routes.tsx renders them). */
export const meta: PageMetaProps = {
  title: 'Profile — Vendor',
  description: "Your shop's name, contact details and address.",
};

/** /vendor/profile: the shop's public details, editable in a dialog, and a link to the public shop. */
export default function VendorProfilePage({ upload = uploadImage }: { upload?: typeof uploadImage }) {
  const { shop, loading } = useMyShop();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);

  let body: React.ReactNode;
  if (!shop && loading) {
    body = <LoadingMessage>Loading your profile...</LoadingMessage>;
  } else if (!shop) {
    // The spec's wording for this screen (section 8), whatever the cause.
    body = <ErrorBanner>Error fetching vendor data</ErrorBanner>;
  } else {
    const { vendor } = shop;
    const rows: Array<[string, string]> = [
      ['Business name', vendor.businessName],
      ['Email', shop.email],
      ['Phone', vendor.phone || NOT_PROVIDED],
      ['Address', vendor.address || NOT_PROVIDED],
      ['City', vendor.city || NOT_PROVIDED],
      ['Postal code', vendor.postalCode || NOT_PROVIDED],
      ['Description', vendor.description || NOT_PROVIDED],
      ['Legal name', vendor.legalName || vendor.businessName],
      ['GST/HST number', vendor.gstHstNumber || 'Not registered: Mainstreet collects the GST/HST on your sales'],
      ['QST number', vendor.qstNumber || 'Not registered: Mainstreet collects the QST on your sales to Quebec'],
    ];
    body = (
      <>
        {saved && <FormAlert status="success">Your profile has been updated.</FormAlert>}
        <Card.Root>
          <Card.Body>
            <Stack direction={{ base: 'column', sm: 'row' }} gap="6" align={{ base: 'flex-start', sm: 'center' }}>
              <ImageWithFallback
                src={vendor.profileImage}
                fallbackSrc={DEFAULT_VENDOR_IMAGE}
                alt={`${vendor.businessName} profile image`}
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
                    {vendor.isVerified ? 'Verified' : 'Pending'}
                  </Badge>
                </HStack>
                {!vendor.isVerified && (
                  <Text fontSize="sm" color="fg.muted" maxW="prose">
                    Your store page becomes public once an admin verifies your shop.
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
                    Edit profile
                  </Button>
                  <Button asChild variant="outline" colorPalette="brand">
                    <RouterLink to={`/vendor/${vendor.id}`}>View Store</RouterLink>
                  </Button>
                </HStack>
              </Stack>
            </Stack>
          </Card.Body>
        </Card.Root>
        <Card.Root>
          <Card.Header>
            <Heading as="h2" size="lg">
              Shop details
            </Heading>
          </Card.Header>
          <Card.Body>
            <DataList.Root orientation="horizontal" gap="4">
              {rows.map(([label, value]) => (
                <DataList.Item key={label}>
                  <DataList.ItemLabel minW="32">{label}</DataList.ItemLabel>
                  <DataList.ItemValue color={value === NOT_PROVIDED ? 'fg.muted' : undefined} whiteSpace="pre-line">
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
          Shop profile
        </Heading>
        {body}
      </Stack>
    </Container>
  );
}
