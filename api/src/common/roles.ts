import { registerEnumType } from 'type-graphql';

export enum Role {
  Admin = 'Admin',
  Vendor = 'Vendor',
  Customer = 'Customer',
}

registerEnumType(Role, {
  name: 'Role',
  description: 'The role of an account; it decides which screens and operations are open to it.',
  valuesConfig: {
    Admin: { description: 'Manages users, vendors and sees sales statistics.' },
    Vendor: { description: 'Runs a shop: products, orders and sales.' },
    Customer: { description: 'Shops: cart, wishlist, checkout and orders.' },
  },
});

/** Roles are free strings in a client's session; compare them ignoring letter case. */
export function sameRole(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}
