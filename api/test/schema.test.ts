import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config';
import { createSchema, printSortedSchema } from '../src/schema';

describe('schema.graphql', () => {
  it('matches the schema emitted from the resolvers (run `pnpm schema` after changing the API)', async () => {
    const committed = fs.readFileSync(path.join(REPO_ROOT, 'schema.graphql'), 'utf8');
    expect(printSortedSchema(await createSchema())).toBe(committed);
  });
});
