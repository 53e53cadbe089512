import { Alert } from '@chakra-ui/react';

type FormAlertProps = {
  status: 'error' | 'success' | 'info' | 'warning';
  children: React.ReactNode;
};

/**
 * A banner announced to screen readers: errors interrupt (role="alert"), other
 * statuses are polite (role="status").
 */
export function FormAlert({ status, children }: FormAlertProps) {
  return (
    <Alert.Root status={status} role={status === 'error' ? 'alert' : 'status'}>
      <Alert.Indicator />
      <Alert.Title>{children}</Alert.Title>
    </Alert.Root>
  );
}
