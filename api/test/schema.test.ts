import fs from 'node:fs';
import path from 'node:path';
import { isEnumType, isInputObjectType, isInterfaceType, isObjectType, type GraphQLSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { accessOf, rootFields } from '../src/common/access';
import { REPO_ROOT } from '../src/config';
import { createSchema, printSortedSchema } from '../src/schema';

/** Every type, field, argument and enum value of ours that has no description. */
function undescribed(schema: GraphQLSchema): string[] {
  const missing: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    // graphql-js's own introspection types and built-in scalars are described by the spec.
    if (type.name.startsWith('__') || ['String', 'Int', 'Float', 'Boolean', 'ID'].includes(type.name)) continue;
    if (!type.description) missing.push(type.name);
    if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (!field.description) missing.push(`${type.name}.${field.name}`);
        for (const arg of 'args' in field ? field.args : []) {
          if (!arg.description) missing.push(`${type.name}.${field.name}(${arg.name})`);
        }
      }
    }
    if (isEnumType(type)) {
      for (const value of type.getValues()) if (!value.description) missing.push(`${type.name}.${value.name}`);
    }
  }
  return missing;
}

describe('schema.graphql', () => {
  it('matches the schema emitted from the resolvers (run `pnpm schema` after changing the API)', async () => {
    const committed = fs.readFileSync(path.join(REPO_ROOT, 'schema.graphql'), 'utf8');
    expect(printSortedSchema(await createSchema())).toBe(committed);
  });

  it('describes every type, field, argument and enum value for integrators', async () => {
    expect(undescribed(await createSchema())).toEqual([]);
  });

  it('declares who may call every root field: @Public() or @Allow(...)', async () => {
    const undeclared = rootFields(await createSchema())
      .filter(({ field }) => accessOf(field) === undefined)
      .map(({ type, field }) => `${type}.${field.name}`);
    expect(undeclared).toEqual([]);
  });
});
