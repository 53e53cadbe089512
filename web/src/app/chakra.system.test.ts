import { describe, expect, it } from 'vitest';
import { getSystem } from './chakra.system';

// chakra.system.ts registers only the recipes the app uses; a component whose recipe is
// missing renders unstyled without any error. This test reads every source file's Chakra
// imports and fails when a component's recipe is not in the system.

/** Components that are layout or utilities (no recipe), or share another component's recipe. */
const NO_RECIPE = new Set([
  'AbsoluteCenter', 'AspectRatio', 'Bleed', 'Box', 'Center', 'ChakraProvider', 'Circle', 'ClientOnly', 'Collapsible',
  'Container', 'Flex', 'Float', 'For', 'Grid', 'GridItem', 'Group', 'HStack', 'Portal', 'Presence', 'Show',
  'SimpleGrid', 'Spacer', 'Square', 'Stack', 'StackSeparator', 'Text', 'Toaster', 'VStack', 'VisuallyHidden', 'Wrap',
  'WrapItem', 'chakra', 'createListCollection', 'createSystem', 'createToaster', 'defaultConfig', 'defineConfig',
  'useDisclosure', 'useRecipe', 'useSlotRecipe', 'useToken', 'Image', 'InputGroup',
]);
const RECIPE_OF: Record<string, string> = { IconButton: 'button', CloseButton: 'button', Toast: 'toast' };

const sources = import.meta.glob(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../gql/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

function chakraImports(): Map<string, string> {
  const found = new Map<string, string>();
  for (const [file, source] of Object.entries(sources)) {
    for (const [, names] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g)) {
      for (const raw of names.split(',')) {
        const name = raw.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0];
        if (name && !raw.trim().startsWith('type ') && /^[A-Z]/.test(name) && !/Props$/.test(name)) found.set(name, file);
      }
    }
  }
  return found;
}

describe('chakra system', () => {
  it('has a recipe for every Chakra component the app imports', () => {
    const imports = chakraImports();
    expect(imports.size).toBeGreaterThan(10);
    const missing = [...imports]
      .filter(([name]) => !NO_RECIPE.has(name))
      .map(([name, file]) => ({ name, file, recipe: RECIPE_OF[name] ?? name[0].toLowerCase() + name.slice(1) }))
      .filter(({ recipe }) => !getSystem().hasRecipe(recipe))
      .map(({ name, file, recipe }) => `${name} (recipe "${recipe}", imported in ${file})`);
    expect(missing).toEqual([]);
  });
});
