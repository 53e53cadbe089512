import type { EntityManager } from '@mikro-orm/postgresql';
import type { Caller } from '../../common/context';
import { badInput, forbidden } from '../../common/errors';
import { User } from '../users/user.entity';
import type { MyShop, ShopProfileInput } from './my-shop.types';
import { Vendor } from './vendor.entity';

/** The calling vendor's own shop profile and settings. */
export class MyShopService {
  constructor(private readonly em: EntityManager) {}

  async get(caller: Caller): Promise<MyShop> {
    const [vendor, user] = await Promise.all([
      this.em.findOne(Vendor, { userId: caller.id, deletedAt: null }),
      this.em.findOneOrFail(User, caller.id),
    ]);
    if (!vendor) throw forbidden('Your shop is not available.');
    return { vendor, email: user.email, emailNotifications: vendor.emailNotifications };
  }

  async updateProfile(caller: Caller, input: ShopProfileInput): Promise<MyShop> {
    const shop = await this.get(caller);
    const businessName = input.businessName.trim();
    if (!businessName) throw badInput('Business name is required.');
    if (input.profileImageId) {
      const owned = await this.em.execute(`select 1 from media where id = ? and owner_vendor_id = ? and parent_id is null`, [
        input.profileImageId,
        shop.vendor.id,
      ]);
      if (!owned.length) throw badInput('Unknown photo: upload it first.');
      shop.vendor.profileImageId = input.profileImageId;
    }
    const blankToNull = (value?: string | null) => value?.trim() || null;
    Object.assign(shop.vendor, {
      businessName,
      phone: blankToNull(input.phone),
      address: blankToNull(input.address),
      city: blankToNull(input.city),
      postalCode: blankToNull(input.postalCode)?.toUpperCase() ?? null,
      description: blankToNull(input.description),
    });
    // Omitted keeps what is saved (older clients send none of these); empty clears.
    const registration = (value: string) => value.replace(/\s+/g, '').toUpperCase() || null;
    if (input.businessNameFr !== undefined) shop.vendor.businessNameFr = blankToNull(input.businessNameFr);
    if (input.descriptionFr !== undefined) shop.vendor.descriptionFr = blankToNull(input.descriptionFr);
    if (input.legalName !== undefined) shop.vendor.legalName = blankToNull(input.legalName);
    if (input.gstHstNumber !== undefined) shop.vendor.gstHstNumber = registration(input.gstHstNumber ?? '');
    if (input.qstNumber !== undefined) shop.vendor.qstNumber = registration(input.qstNumber ?? '');
    await this.em.flush();
    return shop;
  }

  async setEmailNotifications(caller: Caller, enabled: boolean): Promise<MyShop> {
    const shop = await this.get(caller);
    shop.vendor.emailNotifications = enabled;
    await this.em.flush();
    return { ...shop, emailNotifications: enabled };
  }
}
