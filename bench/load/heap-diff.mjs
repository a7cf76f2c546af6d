// Compares two V8 heap snapshots of one process (taken in that order, e.g. with --heapsnapshot-signal): which object
// types grew between them in count and self size, which objects allocated after the first are still alive in the
// second (V8 keeps an object's node id across the snapshots of one process), and which older object holds them: the nearest object on each new object's shortest path from the GC roots that already existed
// in the first snapshot, with that holder's own path. A cache filling to its cap shows as a holder whose growth
// stops; a leak as one that keeps growing.
//
//   node bench/load/heap-diff.mjs first.heapsnapshot second.heapsnapshot [top]
//
// Snapshots of a few hundred MB are read whole and parsed byte by byte (JSON.parse would hit V8's string limit).
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

const QUOTE = 0x22;
const LATE_ROOTS = new Set(['(Internalized strings)', '(External strings)', '(String table)']);
const BACKSLASH = 0x5c;

/** The index just after `marker` (e.g. `"nodes":[`) at or after `from`. */
function after(buf, marker, from) {
  const at = buf.indexOf(marker, from, 'latin1');
  if (at < 0) throw new Error(`Not a heap snapshot: no ${marker}`);
  return at + marker.length;
}

/** Reads `count` unsigned integers of a JSON array starting at `pos`; returns them and the index after the `]`. */
function readNumbers(buf, pos, count) {
  const out = new Uint32Array(count);
  let n = 0;
  let value = 0;
  let inNumber = false;
  for (; pos < buf.length; pos++) {
    const c = buf[pos];
    if (c >= 0x30 && c <= 0x39) {
      value = value * 10 + (c - 0x30);
      inNumber = true;
    } else {
      if (inNumber) {
        out[n++] = value;
        value = 0;
        inNumber = false;
      }
      if (c === 0x5d) break; // ]
    }
  }
  if (n !== count) throw new Error(`Expected ${count} numbers, read ${n}`);
  return { values: out, end: pos + 1 };
}

/** The JSON string array starting at `pos`. */
function readStrings(buf, pos) {
  const strings = [];
  for (; pos < buf.length; pos++) {
    const c = buf[pos];
    if (c === 0x5d) break;
    if (c !== QUOTE) continue;
    let end = pos + 1;
    let escaped = false;
    while (buf[end] !== QUOTE) end += buf[end] === BACKSLASH ? ((escaped = true), 2) : 1;
    strings.push(escaped ? JSON.parse(buf.toString('utf8', pos, end + 1)) : buf.toString('utf8', pos + 1, end));
    pos = end;
  }
  return strings;
}

/** A parsed snapshot: typed arrays of nodes and edges as V8 writes them, and its strings. */
export function readSnapshot(file) {
  const buf = fs.readFileSync(file);
  const nodesAt = after(buf, '"nodes":[', 0);
  const header = JSON.parse(`${buf.toString('utf8', 0, buf.lastIndexOf('"nodes":[', nodesAt)).replace(/,\s*$/, '')}}`).snapshot;
  const meta = header.meta;
  const nodeFields = meta.node_fields.length;
  const edgeFields = meta.edge_fields.length;
  const nodes = readNumbers(buf, nodesAt, header.node_count * nodeFields);
  const edges = readNumbers(buf, after(buf, '"edges":[', nodes.end), header.edge_count * edgeFields);
  const strings = readStrings(buf, after(buf, '"strings":[', edges.end));
  return { meta, nodeCount: header.node_count, nodeFields, edgeFields, nodes: nodes.values, edges: edges.values, strings };
}

/** Accessors over a parsed snapshot, by node ordinal (0 = the synthetic root). */
export function view(s) {
  const f = (name) => s.meta.node_fields.indexOf(name);
  const [TYPE, NAME, ID, SIZE, EDGES] = ['type', 'name', 'id', 'self_size', 'edge_count'].map(f);
  const nodeTypes = s.meta.node_types[TYPE];
  const edgeTypes = s.meta.edge_types[s.meta.edge_fields.indexOf('type')];
  const [E_TYPE, E_NAME, E_TO] = ['type', 'name_or_index', 'to_node'].map((n) => s.meta.edge_fields.indexOf(n));
  const firstEdge = new Uint32Array(s.nodeCount + 1);
  for (let i = 0; i < s.nodeCount; i++) firstEdge[i + 1] = firstEdge[i] + s.nodes[i * s.nodeFields + EDGES] * s.edgeFields;
  const at = (i, field) => s.nodes[i * s.nodeFields + field];
  const type = (i) => nodeTypes[at(i, TYPE)];
  const name = (i) => s.strings[at(i, NAME)];
  /** Grouped as DevTools' summary does, keeping closure and system names (they say what holds what). */
  const key = (i) => {
    const t = type(i);
    if (t === 'object' || t === 'native') return name(i) || '(anonymous object)';
    if (t === 'string' || t === 'concatenated string' || t === 'sliced string') return '(string)';
    if (t === 'closure') return `(closure) ${name(i) || 'anonymous'}`;
    if (t === 'hidden' || t === 'object shape') return `(system) ${name(i)}`;
    if (t === 'array') return `(array) ${name(i)}`;
    if (t === 'code') return '(compiled code)';
    if (t === 'synthetic') return name(i) || '(root)';
    return `(${t})`;
  };
  const edgeName = (e) => {
    const t = edgeTypes[s.edges[e + E_TYPE]];
    const n = s.edges[e + E_NAME];
    return t === 'element' || t === 'hidden' ? `[${n}]` : s.strings[n];
  };
  return {
    count: s.nodeCount,
    id: (i) => at(i, ID),
    size: (i) => at(i, SIZE),
    type,
    name,
    key,
    edgeName,
    edgeType: (e) => edgeTypes[s.edges[e + E_TYPE]],
    edgesOf: function* (i) {
      for (let e = firstEdge[i]; e < firstEdge[i + 1]; e += s.edgeFields) yield e;
    },
    target: (e) => s.edges[e + E_TO] / s.nodeFields,
  };
}

/** Count and self size per type, the total, and the ids of all objects (sorted). */
export function summarise(snapshot) {
  const v = view(snapshot);
  const byKey = new Map();
  let total = 0;
  const ids = new Uint32Array(v.count);
  for (let i = 0; i < v.count; i++) {
    const k = v.key(i);
    const row = byKey.get(k) ?? { count: 0, size: 0 };
    row.count += 1;
    row.size += v.size(i);
    byKey.set(k, row);
    total += v.size(i);
    ids[i] = v.id(i);
  }
  return { byKey, total, count: v.count, ids: ids.sort() };
}

/**
 * Breadth-first from the root over strong edges (as DevTools' distances): each node's parent on a shortest
 * retaining path, and the edge from it. Unreached nodes (only weakly held: garbage at the next GC) keep -1.
 */
function shortestPaths(v) {
  const parent = new Int32Array(v.count).fill(-1);
  const via = new Int32Array(v.count).fill(-1);
  const order = new Uint32Array(v.count);
  let head = 0;
  let tail = 0;
  const expand = (i) => {
    for (const e of v.edgesOf(i)) {
      if (v.edgeType(e) === 'weak') continue;
      const j = v.target(e);
      if (parent[j] !== -1) continue;
      parent[j] = i;
      via[j] = e;
      order[tail++] = j;
    }
  };
  order[tail++] = 0;
  parent[0] = 0;
  // The string tables reach every string first: expanded last, so that a string's path names what uses it.
  const deferred = [];
  for (;;) {
    while (head < tail) {
      const i = order[head++];
      if (v.type(i) === 'synthetic' && LATE_ROOTS.has(v.name(i))) deferred.push(i);
      else expand(i);
    }
    if (deferred.length === 0) break;
    expand(deferred.shift());
  }
  return { parent, via, order: order.subarray(0, tail) };
}

/** `(GC roots) -> … -> node`, the last `depth` steps, as `Type.edge`. */
function pathTo(v, paths, i, depth = 8) {
  const steps = [];
  for (let n = i; n !== 0 && steps.length < depth; n = paths.parent[n]) {
    steps.unshift(`${v.key(paths.parent[n])}.${v.edgeName(paths.via[n])}`);
  }
  return `${paths.parent[i] === -1 ? '(unreachable) ' : ''}${steps.join(' → ')} → ${v.key(i)}`;
}

const mib = (bytes) => (bytes / 1048576).toFixed(2);
const signed = (n, f = String) => (n > 0 ? `+${f(n)}` : f(n));

/**
 * Markdown lines comparing `firstFile` with `secondFile` (the later one): the `top` types that grew most in self
 * size, the new objects still alive by type, and the older objects that hold them.
 */
export function heapDiff(firstFile, secondFile, top = 20) {
  const a = summarise(readSnapshot(firstFile));
  const snapshot = readSnapshot(secondFile);
  const b = summarise(snapshot);
  const v = view(snapshot);

  const keys = new Set([...a.byKey.keys(), ...b.byKey.keys()]);
  const growth = [...keys]
    .map((k) => {
      const x = a.byKey.get(k) ?? { count: 0, size: 0 };
      const y = b.byKey.get(k) ?? { count: 0, size: 0 };
      return { k, x, y, dCount: y.count - x.count, dSize: y.size - x.size };
    })
    .sort((p, q) => q.dSize - p.dSize);

  // New objects: ids the first snapshot does not have (embedder nodes get hashed ids, so not simply higher ones),
  // alive (strongly reachable) in the second.
  const existed = (id) => {
    let lo = 0;
    let hi = a.ids.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      if (a.ids[mid] === id) return true;
      if (a.ids[mid] < id) lo = mid + 1;
      else hi = mid - 1;
    }
    return false;
  };
  const paths = shortestPaths(v);
  const holderOf = new Int32Array(v.count).fill(-1);
  holderOf[0] = 0;
  const fresh = new Map();
  const holders = new Map();
  let freshCount = 0;
  let freshSize = 0;
  for (const i of paths.order) {
    if (i === 0) continue;
    const isNew = !existed(v.id(i));
    // The nearest older object on the path: itself when old, else its parent's holder (parents come first).
    holderOf[i] = isNew ? holderOf[paths.parent[i]] : i;
    if (!isNew) continue;
    freshCount += 1;
    freshSize += v.size(i);
    const k = v.key(i);
    const row = fresh.get(k) ?? { count: 0, size: 0, sample: i };
    row.count += 1;
    row.size += v.size(i);
    fresh.set(k, row);
    const h = holderOf[i];
    const hr = holders.get(h) ?? { count: 0, size: 0, edges: new Map() };
    hr.count += 1;
    hr.size += v.size(i);
    // The edge from the holder into the new objects it keeps, e.g. `table` of a Map.
    if (paths.parent[i] === h) hr.edges.set(v.edgeName(paths.via[i]), (hr.edges.get(v.edgeName(paths.via[i])) ?? 0) + 1);
    holders.set(h, hr);
  }
  const freshTop = [...fresh.entries()].sort((p, q) => q[1].size - p[1].size).slice(0, top);
  const holderTop = [...holders.entries()].sort((p, q) => q[1].size - p[1].size).slice(0, top);
  const cell = (s) => String(s).replaceAll('|', '\\|').slice(0, 140);
  // A path's end says what holds it: cut its start.
  const pathCell = (s) => {
    const t = String(s).replaceAll('|', '\\|');
    return t.length > 220 ? `…${t.slice(-220)}` : t;
  };

  return [
    `Self size of all objects: ${mib(a.total)} MiB (${a.count} objects) in the first snapshot, ${mib(b.total)} MiB (${b.count}) in the second (${signed(b.total - a.total, mib)} MiB).`,
    `Objects allocated after the first snapshot and still reachable in the second: ${freshCount}, ${mib(freshSize)} MiB.`,
    '',
    `### Types that grew most (self size)`,
    '',
    '| type | count before | count after | Δ count | MiB before | MiB after | Δ MiB |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...growth
      .slice(0, top)
      .map(
        (r) => `| ${cell(r.k)} | ${r.x.count} | ${r.y.count} | ${signed(r.dCount)} | ${mib(r.x.size)} | ${mib(r.y.size)} | ${signed(r.dSize, mib)} |`,
      ),
    '',
    '### Types that grew most (count)',
    '',
    '| type | count before | count after | Δ count | Δ MiB |',
    '|---|---:|---:|---:|---:|',
    ...[...growth]
      .sort((p, q) => q.dCount - p.dCount)
      .slice(0, top)
      .map((r) => `| ${cell(r.k)} | ${r.x.count} | ${r.y.count} | ${signed(r.dCount)} | ${signed(r.dSize, mib)} |`),
    '',
    '### New objects still alive, by type (with one retaining path)',
    '',
    '| type | count | MiB | shortest path of one |',
    '|---|---:|---:|---|',
    ...freshTop.map(([k, r]) => `| ${cell(k)} | ${r.count} | ${mib(r.size)} | ${pathCell(pathTo(v, paths, r.sample, 6))} |`),
    '',
    '### Older objects holding the new ones (the nearest object on their path that existed in the first snapshot)',
    '',
    '| holder | new objects | MiB | through | holder’s own path |',
    '|---|---:|---:|---|---|',
    ...holderTop.map(([h, r]) => {
      const through = [...r.edges.entries()]
        .sort((p, q) => q[1] - p[1])
        .slice(0, 3)
        .map(([e, n]) => `${e} (${n})`)
        .join(', ');
      return `| ${cell(v.key(h))} | ${r.count} | ${mib(r.size)} | ${cell(through)} | ${pathCell(pathTo(v, paths, h, 7))} |`;
    }),
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [first, second, top] = process.argv.slice(2);
  if (!first || !second) {
    console.error('usage: node bench/load/heap-diff.mjs first.heapsnapshot second.heapsnapshot [top]');
    process.exit(2);
  }
  console.log(heapDiff(first, second, Number(top ?? 20)).join('\n'));
}
