import type { SystemConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  containerRecipe,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  semanticTokens,
  separatorRecipe,
  spinnerRecipe,
  statSlotRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';


/**
 * A warm terracotta brand palette. brand.600 carries white text at about 5.4:1 and
 * brand.700 as text on white at about 7.7:1, both above WCAG AA for body text.
 */
// Chakra's status toasts put white text on the 500/600 shades (2.6:1 to 4.8:1, under 4.5:1 with the
// description's 0.8 opacity): one shade darker, and the description at full opacity (axe's
// color-contrast rule, checked in the browser tests).
const onStatus = (bg: string) => ({ bg, color: 'white', '--toast-trigger-bg': '{white/10}', '--toast-border-color': '{white/40}' });
const accessibleToast = {
  ...toastSlotRecipe,
  base: {
    ...toastSlotRecipe.base,
    root: {
      ...toastSlotRecipe.base?.root,
      '&[data-type=warning]': onStatus('orange.700'),
      '&[data-type=success]': onStatus('green.700'),
      '&[data-type=error]': onStatus('red.700'),
    },
    description: { ...toastSlotRecipe.base?.description, opacity: '1' },
  },
};

const config: SystemConfig = {
  globalCss: {
    'html, body': { bg: 'bg', color: 'fg' },
  },
  theme: {
    tokens: {
      colors: {
        brand: {
          50: { value: '#fdf4ef' },
          100: { value: '#fae4d6' },
          200: { value: '#f4c6ab' },
          300: { value: '#eca077' },
          400: { value: '#e27446' },
          500: { value: '#d55525' },
          600: { value: '#b8431b' },
          700: { value: '#953518' },
          800: { value: '#782d19' },
          900: { value: '#622717' },
          950: { value: '#36120a' },
        },
      },
      fonts: {
        heading: { value: "'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif" },
        body: { value: "'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif" },
      },
    },
    semanticTokens: {
      colors: {
        // The slots Chakra's recipes read when colorPalette="brand".
        brand: {
          solid: { value: '{colors.brand.600}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.600}' },
        },
        // Chakra's status text colours (500/600 shades) fall below 4.5:1 on white: one shade
        // darker everywhere they are used (axe's color-contrast rule in the browser tests).
        fg: {
          error: { value: '{colors.red.700}' },
          success: { value: '{colors.green.700}' },
          warning: { value: '{colors.orange.700}' },
        },
      },
    },
  },
};

// Every token costs start-up time: createSystem turns each into a CSS variable, and on a phone
// that is a good part of the work before the page responds. So the theme keeps only what the app
// uses (measured: half of createSystem's time).

/** Palettes no screen uses: colorPalette in src/ is brand, gray, red, orange, yellow, green, blue or purple. */
const UNUSED_PALETTES = new Set(['teal', 'cyan', 'pink']);

function withoutUnusedPalettes<T extends object>(group: T): T {
  return Object.fromEntries(Object.entries(group).filter(([name]) => !UNUSED_PALETTES.has(name))) as T;
}

/** The app has no dark mode: each semantic token keeps its light value ({ _light, _dark } → _light). */
function lightValuesOnly<T>(node: T): T {
  if (!node || typeof node !== 'object') return node;
  const { value } = node as { value?: unknown };
  if (value && typeof value === 'object' && '_light' in value) return { ...node, value: (value as { _light: unknown })._light };
  return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, lightValuesOnly(child)])) as T;
}

/**
 * Chakra's default theme minus the recipes we do not use: the full set of about 80 component
 * recipes is the largest part of the storefront's first-load JavaScript. Every Chakra component
 * imported in src/ must have its recipe here; chakra.system.test.ts fails when one is missing.
 */
const themeConfig: SystemConfig = {
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors ?? {}) },
    semanticTokens: lightValuesOnly({ ...semanticTokens, colors: withoutUnusedPalettes(semanticTokens.colors ?? {}) }),
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dataList: dataListSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      stat: statSlotRecipe,
      switch: switchSlotRecipe,
      table: tableSlotRecipe,
      toast: accessibleToast,
    },
  },
};

/** Chakra's theme minus what we do not use, and ours; chakra.system.ts compiles it with Chakra's base config. */
export const themeConfigs: SystemConfig[] = [themeConfig, config];
