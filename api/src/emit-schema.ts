import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './config';
import { createSchema, printSortedSchema } from './schema';

/** Writes schema.graphql at the repository root; codegen reads that file. */
createSchema()
  .then((schema) => {
    const file = path.join(REPO_ROOT, 'schema.graphql');
    fs.writeFileSync(file, printSortedSchema(schema));
    console.log(`Wrote ${file}`);
  })
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
