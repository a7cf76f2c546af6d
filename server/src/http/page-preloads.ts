import fs from 'node:fs';
import path from 'node:path';
import { logger } from '../common/logger';

/** A chunk in the client build's manifest (client/dist/.vite/manifest.json, Vite's `build.manifest`). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}

const ENTRY = 'index.html';

/**
 * `<link rel="modulepreload">` tags for everything a server-rendered page's script will ask for: the app's start
 * (the entry's dynamic import, client/src/main.tsx) and the page's own modules (`sources`, named by the render:
 * client/src/app/routes.tsx pageSources), each with the chunks it imports. The browser fetches them while it
 * parses the page, at low priority so the page's main picture and fonts come first, instead of one round trip
 * after another once the app has started (the start, then the page, then what the page imports). The entry's
 * own chunks are in the template already. Without a manifest (a server without the built client) there are none.
 */
export function pagePreloads(clientDir: string): (sources: readonly string[]) => string {
  const manifestFile = path.join(clientDir, '.vite', 'manifest.json');
  let manifest: Record<string, ManifestChunk> | null = null;
  try {
    manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  } catch {
    logger.warn(`No client manifest at ${manifestFile}: server-rendered pages go without module preloads`);
  }
  if (!manifest?.[ENTRY]) return () => '';
  const chunks = manifest;
  const entry = chunks[ENTRY];

  const inTemplate = new Set<string>([ENTRY, ...(entry.imports ?? [])]);
  const start = entry.dynamicImports ?? [];
  const cache = new Map<string, string>();

  return (sources) => {
    const key = sources.join('\n');
    const known = cache.get(key);
    if (known !== undefined) return known;
    const files: string[] = [];
    const seen = new Set(inTemplate);
    const visit = (name: string) => {
      const chunk = chunks[name];
      if (!chunk || seen.has(name)) return;
      seen.add(name);
      // Imports first: the order the browser needs them in.
      for (const imported of chunk.imports ?? []) visit(imported);
      files.push(chunk.file);
    };
    for (const name of [...start, ...sources]) visit(name);
    const tags = files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}" fetchpriority="low" />`).join('\n    ');
    // The pages are a few dozen: every answer is kept.
    cache.set(key, tags);
    return tags;
  };
}
