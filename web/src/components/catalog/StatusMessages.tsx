import { Alert, HStack, Spinner, Text } from '@chakra-ui/react';

/** A polite live region, so screen readers hear "Loading products..." and its replacement. */
export function LoadingMessage({ children }: { children: string }) {
  return (
    <HStack role="status" gap={3} py={6} color="fg.muted">
      <Spinner size="sm" aria-hidden="true" />
      <Text>{children}</Text>
    </HStack>
  );
}

/** The red "danger" banner used when a query fails. */
export function ErrorBanner({ children }: { children: string }) {
  return (
    <Alert.Root status="error" role="alert" my={4}>
      <Alert.Indicator />
      <Alert.Title>{children}</Alert.Title>
    </Alert.Root>
  );
}

export function EmptyMessage({ children }: { children: string }) {
  return (
    <Text py={6} color="fg.muted">
      {children}
    </Text>
  );
}
