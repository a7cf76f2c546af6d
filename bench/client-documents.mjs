// The GraphQL documents the React client sends, read from its sources (one operation per file under
// client/src/modules/*/graphql/), so a benchmark asks exactly what the pages ask.
import fs from 'node:fs';
import path from 'node:path';
import { root } from './lib.mjs';

function readDefinitions() {
  const modules = path.join(root, 'client', 'src', 'modules');
  const definitions = new Map();
  for (const module of fs.readdirSync(modules)) {
    const dir = path.join(modules, module, 'graphql');
    if (!fs.existsSync(dir)) continue;
    for (const file of fs.readdirSync(dir)) {
      const source = fs.readFileSync(path.join(dir, file), 'utf8');
      for (const [, text] of source.matchAll(/graphql\(`([\s\S]*?)`\)/g)) {
        const name = text.match(/(?:query|mutation|subscription|fragment)\s+(\w+)/)?.[1];
        if (name) definitions.set(name, text.trim());
      }
    }
  }
  return definitions;
}

const definitions = readDefinitions();

/** The operation `name` with every fragment it spreads, as one document. */
export function clientDocument(name) {
  const parts = [];
  const seen = new Set();
  const add = (n) => {
    if (seen.has(n)) return;
    const text = definitions.get(n);
    if (!text) throw new Error(`No client document named ${n}`);
    seen.add(n);
    parts.push(text);
    for (const [, spread] of text.matchAll(/\.\.\.(\w+)/g)) add(spread);
  };
  add(name);
  return parts.join('\n\n');
}

/** An autocannon request that sends one of the client's operations by name, as the page would. */
export function clientRequest(operationName, variables = {}) {
  return {
    method: 'POST',
    path: '/graphql',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ operationName, query: clientDocument(operationName), variables }),
  };
}
