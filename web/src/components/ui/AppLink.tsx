import { Link as ChakraLink, type LinkProps } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';

export type AppLinkProps = Omit<LinkProps, 'href' | 'asChild'> & { to: string };

/** A Chakra-styled link that navigates client-side through react-router. */
export function AppLink({ to, children, ...rest }: AppLinkProps) {
  return (
    <ChakraLink asChild {...rest}>
      <RouterLink to={to}>{children}</RouterLink>
    </ChakraLink>
  );
}
