import { useLingui } from '@lingui/react/macro';
import { Center, Spinner, Text, VStack } from '@chakra-ui/react';

/** Fallback while a lazily loaded page or a query is on its way. */
export function PageLoader({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <Center py="16" role="status" aria-live="polite">
      <VStack gap="3">
        <Spinner size="lg" color="brand.600" />
        <Text color="fg.muted">{label ?? t`Loading…`}</Text>
      </VStack>
    </Center>
  );
}
