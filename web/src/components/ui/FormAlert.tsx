import { Alert } from '@chakra-ui/react';

type FormAlertProps = {
  status: 'error' | 'success' | 'info' | 'warning';
  children: React.ReactNode;
  /** A second line under the title (e.g. the server's reason, or what to do next). */
  description?: React.ReactNode;
};

/**
 * A banner announced to screen readers: errors interrupt (role="alert"), other
 * statuses are polite (role="status").
 */
export function FormAlert({ status, children, description }: FormAlertProps) {
  return (
    <Alert.Root status={status} role={status === 'error' ? 'alert' : 'status'}>
      <Alert.Indicator />
      {description ? (
        <Alert.Content>
          <Alert.Title>{children}</Alert.Title>
          <Alert.Description>{description}</Alert.Description>
        </Alert.Content>
      ) : (
        <Alert.Title>{children}</Alert.Title>
      )}
    </Alert.Root>
  );
}
