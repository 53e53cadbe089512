import type { Plugin } from 'vite';
import { themeConfigs } from '../app/chakra.theme.ts';

const MODULE_ID = 'virtual:chakra-theme';
const RESOLVED_ID = `\0${MODULE_ID}`;

/**
 * Serves the app's Chakra theme (app/chakra.theme.ts, computed here in Node when the app is
 * built) as `virtual:chakra-theme`, a module holding one JSON string. The theme is a few hundred
 * tokens and recipes: evaluating them as Chakra's modules took 25-55 ms of the main thread at
 * start-up (Lighthouse's trace, unthrottled); parsed as JSON, they no longer show as a long task.
 */
export function chakraThemePlugin(): Plugin {
  return {
    name: 'mainstreet-chakra-theme',
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    load: (id) => (id === RESOLVED_ID ? `export default JSON.parse(${JSON.stringify(JSON.stringify(themeConfigs))});` : undefined),
  };
}
