import { createSystem, type SystemContext } from '@chakra-ui/react';
import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import { themeConfigs } from './chakra.theme';

let system: SystemContext | undefined;

/**
 * The app's Chakra system: Chakra's base config and our theme (chakra.theme.ts), compiled on first
 * use. In the browser that is the first render of the app, a task of its own (see
 * startup/start-app.tsx); the server's render and the tests compile it on their first render too.
 */
export function getSystem(): SystemContext {
  return (system ??= createSystem(defaultBaseConfig, ...themeConfigs));
}
