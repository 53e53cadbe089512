import { transformAsync } from '@babel/core';
import type { Plugin } from 'vite';

/**
 * Lingui's macros (`@lingui/react/macro`, `@lingui/core/macro`) compiled with Lingui's Babel plugin,
 * before @vitejs/plugin-react's Oxc transform. Plugin-react 6 has no Babel option any more, and
 * @rolldown/plugin-babel and Lingui 6's native transform need Node 22 (this project supports 20.19).
 * Only the files that import a macro go through Babel; every other file costs a string search.
 */
export function linguiMacroPlugin(): Plugin {
  return {
    name: 'mainstreet:lingui-macro',
    enforce: 'pre',
    async transform(code, id) {
      if (id.includes('/node_modules/') || !/\.[jt]sx?$/.test(id.split('?', 1)[0])) return undefined;
      if (!code.includes('@lingui/core/macro') && !code.includes('@lingui/react/macro')) return undefined;
      const result = await transformAsync(code, {
        filename: id,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        // The code stays TypeScript and JSX: Oxc compiles it next.
        plugins: ['@lingui/babel-plugin-lingui-macro'],
      });
      return result?.code ? { code: result.code, map: result.map } : undefined;
    },
  };
}
