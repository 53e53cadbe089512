import type { Plugin } from 'vite';
import { themeConfigs } from './src/app/chakra.theme';

const MODULE_ID = 'virtual:chakra-theme';
const RESOLVED_ID = `\0${MODULE_ID}`;

/**
 * Serves the app's Chakra theme (src/app/chakra.theme.ts, computed here in Node when the app is
 * built) as `virtual:chakra-theme`, a module holding one JSON string. The theme is a few hundred
 * tokens and recipes: as object literals in Chakra's modules, evaluating them took tens of
 * milliseconds of a phone's main thread at start-up, where JSON.parse of the same data takes a few.
 */
export function chakraThemePlugin(): Plugin {
  return {
    name: 'mainstreet-chakra-theme',
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    load: (id) => (id === RESOLVED_ID ? `export default JSON.parse(${JSON.stringify(JSON.stringify(themeConfigs))});` : undefined),
  };
}
