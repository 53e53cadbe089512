import { getOperationAST, type DocumentNode, type GraphQLField, type GraphQLSchema } from 'graphql';
import { Authorized, Extensions } from 'type-graphql';
import type { AppContext } from './context';
import { forbidden, unauthenticated } from './errors';
import { type Role, sameRole } from './roles';

/**
 * Who may call a root field, declared once on it and kept in the schema (the field's extensions),
 * so every path reads the same declaration: the auth checker, the subscription, the REST adapter's
 * routes and their documentation, and the catalogue response cache. A root field with neither
 * `@Public()` nor `@Allow()` fails the schema test.
 *
 * - 'public': anyone, guests included;
 * - 'signed-in': any signed-in account;
 * - roles: a signed-in account with one of them.
 */
export type Access = 'public' | 'signed-in' | Role[];

interface AccessExtensions {
  access?: Access;
  /** A public query whose answer depends only on the catalogue: the response cache may keep it. */
  catalog?: boolean;
}

type FieldDecorator = MethodDecorator & PropertyDecorator;

/** Open to everyone. `catalog`: the answer is the same for every guest until the catalogue changes. */
export function Public(options: { catalog?: boolean } = {}): FieldDecorator {
  return Extensions({ access: 'public', ...(options.catalog ? { catalog: true } : {}) } satisfies AccessExtensions);
}

/** Signed-in accounts with one of `roles` (any account when none is named). */
export function Allow(...roles: Role[]): FieldDecorator {
  const authorized = Authorized(...roles) as FieldDecorator;
  const declared = Extensions({ access: roles.length ? roles : 'signed-in' } satisfies AccessExtensions);
  return (target: object, key: string | symbol, descriptor?: PropertyDescriptor) => {
    authorized(target, key, descriptor!);
    declared(target, key, descriptor!);
  };
}

/** The access a field declares, or undefined when it declares none. */
export function accessOf(field: GraphQLField<unknown, unknown>): Access | undefined {
  return (field.extensions as AccessExtensions | undefined)?.access;
}

/** True for a public root query whose answer depends only on the catalogue. */
export function isCatalogField(field: GraphQLField<unknown, unknown>): boolean {
  return (field.extensions as AccessExtensions | undefined)?.catalog === true;
}

/** The root fields of the schema's query, mutation and subscription types, by type. */
export function rootFields(schema: GraphQLSchema): { type: 'Query' | 'Mutation' | 'Subscription'; field: GraphQLField<unknown, unknown> }[] {
  const types = [
    ['Query', schema.getQueryType()],
    ['Mutation', schema.getMutationType()],
    ['Subscription', schema.getSubscriptionType()],
  ] as const;
  return types.flatMap(([type, object]) => Object.values(object?.getFields() ?? {}).map((field) => ({ type, field })));
}

/**
 * The one check of an access declaration: a guest (or an expired token) is UNAUTHENTICATED for
 * anything but 'public', a signed-in caller without one of the roles is FORBIDDEN. Roles compare
 * ignoring case.
 */
export function assertAccess(context: Pick<AppContext, 'user' | 'tokenError'>, access: Access): void {
  if (access === 'public') return;
  if (!context.user) throw unauthenticated(context.tokenError ?? 'You must be signed in.');
  if (access !== 'signed-in' && access.length && !access.some((role) => sameRole(role, context.user!.role))) throw forbidden();
}

/**
 * The access of an operation: the narrowest of its root fields' (roles beat 'signed-in', which beats
 * 'public'; several role lists leave the roles they share). Undefined when a root field declares none.
 */
export function operationAccess(schema: GraphQLSchema, document: DocumentNode): Access | undefined {
  const operation = getOperationAST(document);
  const root = operation && schema.getRootType(operation.operation);
  if (!operation || !root) return undefined;
  let access: Access = 'public';
  for (const selection of operation.selectionSet.selections) {
    if (selection.kind !== 'Field' || selection.name.value.startsWith('__')) continue;
    const field = root.getFields()[selection.name.value];
    const declared = field && accessOf(field);
    if (!declared) return undefined;
    if (declared === 'public') continue;
    if (declared === 'signed-in') access = access === 'public' ? 'signed-in' : access;
    else access = Array.isArray(access) ? access.filter((role) => declared.includes(role)) : declared;
  }
  return access;
}
