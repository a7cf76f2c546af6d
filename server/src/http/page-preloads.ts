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
 * The chunks a server-rendered page's script will ask for, in a `<meta name="fc-app-chunks">` the app's entry
 * reads when it starts (client/src/main.tsx) and turns into modulepreloads: the app's start (the entry's dynamic
 * import) and the page's own modules (`sources`, named by the render: client/src/app/routes.tsx pageSources),
 * each with the chunks it imports, asked for together rather than one round trip after another (the start, then
 * the page, then what the page imports). Not as preload links in the head: those would share the connection with
 * the page's main picture and font from the first byte (Lighthouse's simulated phone put the largest paint of a
 * franchise page 0.5 s later), where the entry starts the app only once the main picture is in. The entry's own
 * chunks are in the template already. Without a manifest (a server without the built client) there is none.
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
    const tag = files.length ? `<meta name="fc-app-chunks" content="${files.map((file) => `/${file}`).join(' ')}" />` : '';
    // The pages are a few dozen: every answer is kept.
    cache.set(key, tag);
    return tag;
  };
}
