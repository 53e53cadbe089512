import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const CALL = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
const DEFINITION = /^\s*(?:#[^\n]*\n\s*)*(query|mutation|subscription|fragment)\s+([A-Za-z_][A-Za-z0-9_]*)/;
const GRAPHQL_IMPORT = /import\s*\{\s*graphql\s*\}\s*from\s*'((?:\.\.?\/)+(?:[\w-]+\/)*gql)';?\n?/;
const GENERATED_DOCUMENT = /^export const (\w+(?:Document|FragmentDoc)) = (\{.*\}) as unknown as DocumentNode<.*$/gm;

/**
 * Replaces each `graphql(`...`)` call with that operation's document, inlined from the
 * generated gql/graphql.ts, as codegen's babel and swc plugins do. Without it, every page loads
 * gql/gql.ts, which maps the source text of every operation in the app to its document (not
 * tree-shakeable, and it grows with each new screen).
 *
 * Relies on the conventions codegen's client preset enforces: one named operation or fragment
 * per call, generated as `export const <Name>Document = {...}` (or `<Name>FragmentDoc`).
 */
export function graphqlDocumentsPlugin(): Plugin {
  const documentsByFile = new Map<string, Map<string, string>>();

  function documentsIn(file: string): Map<string, string> {
    let documents = documentsByFile.get(file);
    if (!documents) {
      documents = new Map();
      for (const [, name, json] of readFileSync(file, 'utf8').matchAll(GENERATED_DOCUMENT)) documents.set(name, json);
      documentsByFile.set(file, documents);
    }
    return documents;
  }

  return {
    name: 'mainstreet:graphql-documents',
    enforce: 'pre',
    // The generated file changes under `pnpm codegen` while the dev server runs.
    watchChange(id) {
      documentsByFile.delete(id);
    },
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.includes('/src/gql/')) return null;
      const gqlImport = GRAPHQL_IMPORT.exec(code);
      if (!gqlImport) return null;
      const generatedFile = path.resolve(path.dirname(id), gqlImport[1], 'graphql.ts');
      this.addWatchFile(generatedFile);
      const documents = documentsIn(generatedFile);
      const inlined = code.replace(CALL, (_match, source: string) => {
        const found = DEFINITION.exec(source);
        if (!found) throw new Error(`${id}: a graphql() call without a named operation or fragment`);
        const name = found[1] === 'fragment' ? `${found[2]}FragmentDoc` : `${found[2]}Document`;
        const document = documents.get(name);
        if (!document) throw new Error(`${id}: ${name} is not in ${generatedFile}; run \`pnpm codegen\``);
        return document;
      });
      return { code: inlined.replace(GRAPHQL_IMPORT, ''), map: null };
    },
  };
}
