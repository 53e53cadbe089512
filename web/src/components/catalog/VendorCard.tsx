import type { ReactNode } from 'react';
import { Button, Card, HStack, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { DEFAULT_VENDOR_IMAGE, ImageWithFallback } from './ImageWithFallback';
import { useLingui } from '@lingui/react/macro';

export interface VendorCardVendor {
  id: string;
  businessName: string;
  profileImage?: string | null;
}

export interface VendorCardProps {
  vendor: VendorCardVendor;
  /** Text of the link to the vendor's shop page ("View Shop" or "View Store"). */
  actionLabel?: string;
  /** Extra details shown under the name (address, description, product previews...). */
  children?: ReactNode;
  /** Lays the image beside the details on wide screens, for the vendors directory. */
  wide?: boolean;
}

export function VendorCard({ vendor, actionLabel, children, wide = false }: VendorCardProps) {
  const { t } = useLingui();
  const image = (
    <ImageWithFallback
      src={vendor.profileImage}
      fallbackSrc={DEFAULT_VENDOR_IMAGE}
      alt={`${vendor.businessName} profile`}
      w={wide ? { base: 'full', md: '200px' } : 'full'}
      aspectRatio={1}
      fit="cover"
      bg="bg.muted"
      flexShrink={0}
      borderRadius={wide ? 'md' : undefined}
    />
  );

  return (
    <Card.Root overflow="hidden" variant="outline" h="full">
      {wide ? (
        <Card.Body>
          <Stack direction={{ base: 'column', md: 'row' }} gap={6} align="flex-start">
            {image}
            <Stack gap={3} flex="1" minW={0}>
              <Card.Title fontSize="xl">{vendor.businessName}</Card.Title>
              {children}
              <HStack>
                <Button asChild colorPalette="brand" size="sm">
                  <RouterLink to={`/vendor/${vendor.id}`} aria-label={`${actionLabel ?? t`View Shop`}: ${vendor.businessName}`}>
                    {actionLabel ?? t`View Shop`}
                  </RouterLink>
                </Button>
              </HStack>
            </Stack>
          </Stack>
        </Card.Body>
      ) : (
        <>
          {image}
          <Card.Body gap={2}>
            <Card.Title fontSize="md">{vendor.businessName}</Card.Title>
            {children}
          </Card.Body>
          <Card.Footer>
            <Button asChild colorPalette="brand" size="sm" w="full">
              <RouterLink to={`/vendor/${vendor.id}`} aria-label={`${actionLabel ?? t`View Shop`}: ${vendor.businessName}`}>
                {actionLabel ?? t`View Shop`}
              </RouterLink>
            </Button>
          </Card.Footer>
        </>
      )}
    </Card.Root>
  );
}
