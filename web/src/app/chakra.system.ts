import { createSystemSteps, type SystemContext } from '@chakra-ui/react';
import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import themeConfigs from 'virtual:chakra-theme';

/**
 * Compiling the theme (every token becomes a CSS variable, every recipe a class generator) takes
 * tens of milliseconds on a phone, too long for one task while a page is on screen. So it runs in
 * steps (createSystemSteps, from our patch of @chakra-ui/react): start-up (main.tsx) runs one step
 * per task; anything that needs the system before then (the server's render, tests) gets the rest
 * run at once.
 */
const steps = createSystemSteps(defaultBaseConfig, ...themeConfigs);
let compiled: SystemContext | undefined;

/** Runs the next step of compiling the theme; true once it is compiled. */
export function compileSystemStep(): boolean {
  if (compiled) return true;
  const step = steps.next();
  if (step.done) compiled = step.value;
  return step.done === true;
}

/** The compiled theme. */
export function getSystem(): SystemContext {
  while (!compileSystemStep());
  return compiled as SystemContext;
}

let systemForServerRenderedPage: SystemContext | undefined;

/**
 * The same system for hydrating a page the server rendered (see main.tsx), whose global CSS (reset,
 * base styles, token variables) is already in the head: the provider inserts nothing more, and
 * Chakra never computes that CSS, half the system's start-up cost (our patch of @chakra-ui/react
 * makes `_global` lazy; see patches/).
 */
export function getSystemForServerRenderedPage(): SystemContext {
  return (systemForServerRenderedPage ??= Object.defineProperties(
    {},
    { ...Object.getOwnPropertyDescriptors(getSystem()), _global: { value: [] } },
  ) as SystemContext);
}
