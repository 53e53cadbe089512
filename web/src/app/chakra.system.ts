import { createSystem, type SystemContext } from '@chakra-ui/react';
import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import themeConfigs from 'virtual:chakra-theme';

let system: SystemContext | undefined;

/**
 * The app's Chakra system: Chakra's base config and our theme (chakra.theme.ts, served as data by
 * startup/chakra-theme.plugin.ts), compiled on first use with Chakra's public createSystem. The
 * browser calls it in a task of its own before it renders (startup/main.ts: the longest task of
 * start-up); the server's render and the tests on first render.
 */
export function getSystem(): SystemContext {
  return (system ??= createSystem(defaultBaseConfig, ...themeConfigs));
}
