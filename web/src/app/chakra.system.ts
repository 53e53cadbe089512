import { createSystem } from '@chakra-ui/react';
import { systemConfigs } from './chakra.theme';

/**
 * The theme compiled: every token becomes a CSS variable, every recipe a class generator. Its own
 * module (the theme is in chakra.theme.ts), so that start-up (main.tsx) runs it in a task of its own.
 */
export const system = createSystem(...systemConfigs);

/**
 * The same system for hydrating a page the server rendered (see main.tsx), whose global CSS (reset,
 * base styles, token variables) is already in the head: the provider inserts nothing more, and
 * Chakra never computes that CSS, half the system's start-up cost (our patch of @chakra-ui/react
 * makes `_global` lazy; see patches/).
 */
export const systemForServerRenderedPage: typeof system = Object.defineProperties(
  {},
  { ...Object.getOwnPropertyDescriptors(system), _global: { value: [] } },
) as typeof system;
