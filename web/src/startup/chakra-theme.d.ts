/** The app's Chakra theme as data, built by chakra-theme.plugin.ts (this folder) from app/chakra.theme.ts. */
declare module 'virtual:chakra-theme' {
  import type { SystemConfig } from '@chakra-ui/react';
  const themeConfigs: SystemConfig[];
  export default themeConfigs;
}
