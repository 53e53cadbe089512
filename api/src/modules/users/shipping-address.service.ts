import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput } from '../../common/errors';
import { formatPostalCode } from '../checkout/checkout.inputs';
import { postalCodeMatchesProvince, postalCodeMismatch } from '../tax/tax-rules';
import { User } from './user.entity';
import type { ShippingAddressInput } from './user.inputs';

/**
 * Keeps a customer's shipping address for the next checkout (replacing the one before); its province
 * becomes the profile's, which the cart's tax estimate uses. A postal code of another province is refused.
 */
export async function saveShippingAddress(em: EntityManager, userId: string, input: ShippingAddressInput): Promise<User> {
  if (!postalCodeMatchesProvince(input.postalCode, input.province)) throw badInput(postalCodeMismatch(input.postalCode, input.province));
  const user = await em.findOneOrFail(User, userId);
  user.shippingAddress = {
    fullName: input.fullName.trim(),
    phone: input.phone.trim(),
    address: input.address.trim(),
    province: input.province,
    postalCode: formatPostalCode(input.postalCode),
  };
  user.province = input.province;
  await em.flush();
  return user;
}

/** Forgets the saved address; the profile's province stays. */
export async function deleteShippingAddress(em: EntityManager, userId: string): Promise<User> {
  const user = await em.findOneOrFail(User, userId);
  user.shippingAddress = null;
  await em.flush();
  return user;
}
