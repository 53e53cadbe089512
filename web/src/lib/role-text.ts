import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Role } from '../gql/graphql';

/** The account roles as the admin workspace names them, as messages (useLingui()'s i18n._). */
export const ROLE_TEXT: Record<Role, MessageDescriptor> = {
  Customer: msg`Customer`,
  Vendor: msg`Vendor`,
  Admin: msg`Admin`,
};
