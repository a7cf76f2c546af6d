import type { Plugin } from 'vite';
import { PAGES } from './public-chunk';

const PUBLIC_PAGES = new Set(PAGES);
const HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * V8's explicit compile hint on the scripts of a public page's first load (the entry, the shared 'public' chunks
 * and each public page's own): with it Chrome compiles every function of the file while streaming it, off the
 * main thread, instead of lazily on the main thread as each is first called. Most of this code runs while the
 * page hydrates, and that lazy compiling was about a third of the main script's evaluation task.
 * https://v8.dev/blog/explicit-compile-hints. Portal chunks keep lazy compiling (much of an editor is never
 * called). The hint must open the file, so it goes in after Vite has put its preload list at the top.
 */
export function compileHints(): Plugin {
  return {
    name: 'fc:compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue;
          const publicFirstLoad =
            chunk.isEntry || chunk.name === 'public' || chunk.name.startsWith('public-') || PUBLIC_PAGES.has(chunk.facadeModuleId ?? '');
          if (!publicFirstLoad) continue;
          chunk.code = HINT + chunk.code;
          // The source map: every line moves down by one.
          const mapAsset = bundle[`${chunk.fileName}.map`];
          if (mapAsset?.type === 'asset') {
            const map = JSON.parse(String(mapAsset.source)) as { mappings: string };
            map.mappings = `;${map.mappings}`;
            mapAsset.source = JSON.stringify(map);
          }
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
        }
      },
    },
  };
}
