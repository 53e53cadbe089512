import type { Plugin, Rollup } from 'vite';

/** The app's start-up code: every chunk the entry imports dynamically, and their static imports. */
function startupChunks(bundle: Rollup.OutputBundle, entry: Rollup.OutputChunk): Set<string> {
  const files = new Set<string>();
  const visit = (file: string) => {
    const output = bundle[file];
    if (files.has(file) || output?.type !== 'chunk') return;
    files.add(file);
    output.imports.forEach(visit);
  };
  entry.dynamicImports.forEach(visit);
  return files;
}

/**
 * Lists the storefront's start-up code in index.html (src/main.tsx starts the app in stages through
 * dynamic imports, each stage's code evaluated in a task of its own). main.tsx adds a
 * <link rel="modulepreload"> for each listed chunk, so the browser fetches all of it at once, not one
 * stage after another. A list, not links, so that on a server-rendered page the code is requested
 * only once the page has been painted, and does not compete with the page's images for the
 * connection.
 */
export function startupCodePlugin(): Plugin {
  return {
    name: 'mainstreet-startup-code',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk, filename }) {
        if (!bundle || !chunk || !filename.endsWith('index.html')) return html;
        const files = [...startupChunks(bundle, chunk)].filter((file) => !chunk.imports.includes(file)).map((file) => `/${file}`);
        const tag = { tag: 'script', attrs: { type: 'application/json', id: 'startup-chunks' }, children: JSON.stringify(files), injectTo: 'head' as const };
        return { html, tags: [tag] };
      },
    },
  };
}
