// Renders the Kubernetes manifests under deploy/ as kustomize would and checks them: every object against the
// Kubernetes schema (kubernetes-models), then what matters to run the app (resources, security context, probes,
// shutdown time, one image for the migration Job and the app, only variables the app reads, references that resolve).
//
//   node scripts/check-manifests.mjs                  check base, every overlay, every overlay with each component
//   node scripts/check-manifests.mjs --print DIR      print DIR rendered (e.g. deploy/overlays/production)
//
// There is no kustomize binary here, so a small renderer below implements the kustomize features deploy/ uses and
// nothing more: `resources` (files and directories), `components`, `namespace`, `labels` (without selectors),
// `images` and `patches` given by `path` holding one strategic-merge patch. Anything else in a kustomization, or
// a patch it cannot apply exactly as kustomize would, fails loudly instead of being rendered differently.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { parseAllDocuments } from 'yaml';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const deployDir = path.join(root, 'deploy');
const rel = (p) => path.relative(root, p) || '.';

class RenderError extends Error {}
const fail = (message) => {
  throw new RenderError(message);
};

// ---------------------------------------------------------------------------------------------------------------
// Renderer
// ---------------------------------------------------------------------------------------------------------------

const KUSTOMIZATION_FIELDS = new Set(['apiVersion', 'kind', 'resources', 'components', 'namespace', 'labels', 'images', 'patches']);
const KINDS = {
  Kustomization: 'kustomize.config.k8s.io/v1beta1',
  Component: 'kustomize.config.k8s.io/v1alpha1',
};
/** The kinds this renderer knows kustomize's transformers for: all namespaced, none with name references it would rewrite. */
const RENDERABLE_KINDS = new Set([
  'ConfigMap',
  'Secret',
  'Service',
  'Deployment',
  'Job',
  'Ingress',
  'HorizontalPodAutoscaler',
  'PodDisruptionBudget',
  'ServiceMonitor',
]);

const clone = (value) => structuredClone(value);
const isMap = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);
const idOf = (o) => `${o.kind}/${o.metadata?.namespace ? `${o.metadata.namespace}/` : ''}${o.metadata?.name}`;

function readYamlDocuments(file) {
  // YAML 1.1, as kubectl reads it: an unquoted yes/no/on/off is a boolean there, so it must be one here too.
  const docs = parseAllDocuments(fs.readFileSync(file, 'utf8'), { version: '1.1' });
  const values = [];
  for (const doc of docs) {
    if (doc.errors.length) fail(`${rel(file)}: ${doc.errors[0].message}`);
    const value = doc.toJS();
    if (value !== null && value !== undefined) values.push(value);
  }
  return values;
}

function readKustomization(dir, kind) {
  const file = ['kustomization.yaml', 'kustomization.yml', 'Kustomization'].map((n) => path.join(dir, n)).find((f) => fs.existsSync(f));
  if (!file) fail(`${rel(dir)}: no kustomization.yaml`);
  const [k, ...more] = readYamlDocuments(file);
  if (!isMap(k) || more.length) fail(`${rel(file)}: expected one mapping`);
  if (k.kind !== kind || k.apiVersion !== KINDS[kind]) fail(`${rel(file)}: expected kind ${kind} (${KINDS[kind]}), got ${k.kind} (${k.apiVersion})`);
  for (const field of Object.keys(k)) {
    if (!KUSTOMIZATION_FIELDS.has(field)) fail(`${rel(file)}: "${field}" is a kustomize feature this renderer does not implement`);
  }
  if (kind === 'Component' && k.namespace) fail(`${rel(file)}: namespace in a component is not implemented`);
  return { file, k };
}

function loadResourceFile(file) {
  return readYamlDocuments(file).map((o, i) => {
    if (!isMap(o) || typeof o.apiVersion !== 'string' || typeof o.kind !== 'string' || typeof o.metadata?.name !== 'string') {
      fail(`${rel(file)} document ${i + 1}: not a Kubernetes object (apiVersion, kind and metadata.name)`);
    }
    if (o.kind === 'List' || o.kind.endsWith('List')) fail(`${rel(file)}: List objects are not implemented`);
    if (!RENDERABLE_KINDS.has(o.kind)) fail(`${rel(file)}: the renderer does not know how kustomize transforms a ${o.kind}`);
    return o;
  });
}

/** Adds `resources` (files, or directories holding a Kustomization) and then applies `components`. */
function accumulate(dir, k, objects) {
  for (const entry of k.resources ?? []) {
    if (typeof entry !== 'string' || /^[a-z]+:\/\//.test(entry)) fail(`${rel(dir)}: remote or non-path resource "${entry}" is not implemented`);
    const target = path.resolve(dir, entry);
    if (!fs.existsSync(target)) fail(`${rel(dir)}: resource ${entry} does not exist`);
    objects.push(...(fs.statSync(target).isDirectory() ? render(target) : loadResourceFile(target)));
  }
  for (const entry of k.components ?? []) objects = applyComponent(path.resolve(dir, entry), objects);
  return objects;
}

function applyComponent(dir, objects) {
  const { k } = readKustomization(dir, 'Component');
  return transform(dir, k, accumulate(dir, k, objects));
}

/**
 * Renders the Kustomization in `dir`. `extraComponents` are added after its own `components`, as if listed
 * there (used to check an overlay with the opt-in components enabled).
 */
function render(dir, extraComponents = []) {
  const { k } = readKustomization(dir, 'Kustomization');
  const withExtras = { ...k, components: [...(k.components ?? []), ...extraComponents.map((c) => path.relative(dir, c))] };
  const objects = transform(dir, k, accumulate(dir, withExtras, []));
  const seen = new Set();
  for (const o of objects) {
    const id = `${o.apiVersion} ${idOf(o)}`;
    if (seen.has(id)) fail(`${rel(dir)}: ${idOf(o)} is defined twice`);
    seen.add(id);
  }
  return objects;
}

/** kustomize's order: patches, then namespace, labels, images. */
function transform(dir, k, objects) {
  for (const entry of k.patches ?? []) applyPatch(dir, entry, objects);
  if (k.namespace !== undefined) {
    if (typeof k.namespace !== 'string') fail(`${rel(dir)}: namespace must be a string`);
    for (const o of objects) o.metadata.namespace = k.namespace; // every renderable kind is namespaced
  }
  for (const entry of k.labels ?? []) applyLabels(dir, entry, objects);
  for (const entry of k.images ?? []) applyImage(dir, entry, objects);
  return objects;
}

function applyLabels(dir, entry, objects) {
  for (const field of Object.keys(entry)) {
    if (!['pairs', 'includeSelectors', 'includeTemplates'].includes(field)) fail(`${rel(dir)}: labels.${field} is not implemented`);
  }
  if (entry.includeSelectors) fail(`${rel(dir)}: labels with includeSelectors: true is not implemented (it rewrites selectors)`);
  if (!isMap(entry.pairs)) fail(`${rel(dir)}: labels need pairs`);
  for (const [key, value] of Object.entries(entry.pairs)) {
    if (typeof value !== 'string') fail(`${rel(dir)}: label ${key} must be a string (quote it)`);
  }
  for (const o of objects) {
    o.metadata.labels = { ...o.metadata.labels, ...entry.pairs };
    // kustomize's field spec for templates: spec/template/metadata/labels of any kind, only where it exists.
    if (entry.includeTemplates && isMap(o.spec?.template?.metadata?.labels)) Object.assign(o.spec.template.metadata.labels, entry.pairs);
  }
}

/** `name[:tag][@digest]` into its parts. */
function parseImage(image) {
  const [rest, digest] = image.split('@');
  const slash = rest.lastIndexOf('/');
  const colon = rest.lastIndexOf(':');
  return colon > slash ? { name: rest.slice(0, colon), tag: rest.slice(colon + 1), digest } : { name: rest, tag: undefined, digest };
}

function applyImage(dir, entry, objects) {
  for (const field of Object.keys(entry)) {
    if (!['name', 'newName', 'newTag', 'digest'].includes(field)) fail(`${rel(dir)}: images.${field} is not implemented`);
  }
  for (const field of ['name', 'newName', 'newTag', 'digest']) {
    if (entry[field] !== undefined && typeof entry[field] !== 'string') fail(`${rel(dir)}: images.${field} must be a string (quote it)`);
  }
  if (!entry.name) fail(`${rel(dir)}: images entry without name`);
  for (const o of objects) {
    // kustomize's field specs: spec/containers, spec/initContainers and the same under spec/template/spec, any kind.
    const specs = [o.spec, o.spec?.template?.spec].filter(isMap);
    for (const container of specs.flatMap((spec) => [...(spec.containers ?? []), ...(spec.initContainers ?? [])])) {
      const current = parseImage(container.image ?? '');
      if (current.name !== entry.name) continue;
      const name = entry.newName ?? current.name;
      // As kustomize: a digest wins over a tag.
      if (entry.digest) container.image = `${name}@${entry.digest}`;
      else if (entry.newTag) container.image = `${name}:${entry.newTag}`;
      else container.image = `${name}${current.tag ? `:${current.tag}` : ''}${current.digest ? `@${current.digest}` : ''}`;
    }
  }
}

/** Lists strategic merge patch merges by a key (from the Kubernetes API types) among those the patches use. */
const MERGE_KEYS = { containers: 'name', initContainers: 'name', env: 'name', volumes: 'name', volumeMounts: 'mountPath', imagePullSecrets: 'name' };
/** Lists with no merge key in the API types (atomic): a patch replaces them whole. */
const REPLACED_LISTS = new Set(['tls', 'rules', 'hosts', 'paths', 'metrics', 'policies', 'args', 'command', 'tolerations']);

function applyPatch(dir, entry, objects) {
  if (!isMap(entry) || Object.keys(entry).some((f) => f !== 'path')) {
    fail(`${rel(dir)}: only patches given by "path" (no inline patch, target or options) are implemented`);
  }
  const file = path.resolve(dir, entry.path);
  if (!fs.existsSync(file)) fail(`${rel(dir)}: patch ${entry.path} does not exist`);
  const docs = readYamlDocuments(file);
  if (docs.length !== 1) fail(`${rel(file)}: a patch file must hold exactly one patch (kustomize's patches field takes one)`);
  const [patch] = docs;
  if (!isMap(patch)) fail(`${rel(file)}: JSON 6902 patches are not implemented; use a strategic-merge patch`);
  if (!patch.apiVersion || !patch.kind || !patch.metadata?.name)
    fail(`${rel(file)}: a strategic-merge patch needs apiVersion, kind and metadata.name`);
  const targets = objects.filter(
    (o) =>
      o.apiVersion === patch.apiVersion &&
      o.kind === patch.kind &&
      o.metadata.name === patch.metadata.name &&
      (patch.metadata.namespace === undefined || o.metadata.namespace === patch.metadata.namespace),
  );
  if (targets.length !== 1)
    fail(`${rel(file)}: the patch matches ${targets.length} objects (${patch.apiVersion} ${patch.kind}/${patch.metadata.name}), not one`);
  mergePatch(targets[0], patch, `${rel(file)}: `);
}

/** `at` names the place in the patch for messages: `file: ` then the path so far. */
function mergePatch(target, patch, at) {
  for (const [key, value] of Object.entries(patch)) {
    const where = `${at}${key}`;
    if (key.startsWith('$')) fail(`${where}: strategic-merge directives are not implemented`);
    if (value === null) {
      delete target[key];
    } else if (Array.isArray(value)) {
      if (MERGE_KEYS[key]) target[key] = mergeList(target[key] ?? [], value, MERGE_KEYS[key], where);
      else if (REPLACED_LISTS.has(key)) target[key] = clone(value);
      else fail(`${where}: the renderer does not know whether kustomize merges or replaces this list`);
    } else if (isMap(value) && isMap(target[key])) {
      mergePatch(target[key], value, `${where}.`);
    } else {
      target[key] = clone(value);
    }
  }
}

function mergeList(base, patch, mergeKey, where) {
  const merged = clone(base);
  for (const item of patch) {
    if (!isMap(item) || item[mergeKey] === undefined) fail(`${where}: every item needs its merge key ${mergeKey}`);
    if (Object.keys(item).some((k) => k.startsWith('$'))) fail(`${where}: strategic-merge directives are not implemented`);
    const existing = merged.find((b) => b[mergeKey] === item[mergeKey]);
    if (existing) mergePatch(existing, item, `${where}[${item[mergeKey]}].`);
    else merged.push(clone(item));
  }
  return merged;
}

// ---------------------------------------------------------------------------------------------------------------
// Schema validation: one kubernetes-models class per apiVersion/kind; an unknown kind fails
// ---------------------------------------------------------------------------------------------------------------

const CRD_PACKAGES = { 'monitoring.coreos.com': '@kubernetes-models/prometheus-operator' };

/** The module of a model: `kubernetes-models/v1/Service`, `kubernetes-models/apps/v1/Deployment`, a CRD package's. */
function modelSpecifier(apiVersion, kind) {
  const [group, version] = apiVersion.includes('/') ? apiVersion.split('/') : [null, apiVersion];
  return group === null ? `kubernetes-models/${version}/${kind}` : `${CRD_PACKAGES[group] ?? 'kubernetes-models'}/${group}/${version}/${kind}`;
}

async function modelFor(apiVersion, kind) {
  let Model;
  try {
    Model = (await import(modelSpecifier(apiVersion, kind)))[kind];
  } catch {
    return null;
  }
  return Model && Model.apiVersion === apiVersion && Model.kind === kind ? Model : null;
}

async function validateSchema(o) {
  const Model = await modelFor(o.apiVersion, o.kind);
  if (!Model) return [`no model for ${o.apiVersion} ${o.kind} (an unknown kind, or a wrong apiVersion)`];
  try {
    new Model(clone(o)).validate();
  } catch (err) {
    return [`schema: ${err.message}`];
  }
  return unknownFields(o, { k: 'ref', file: modelDeclaration(o.apiVersion, o.kind) }, '', []).map((e) => `schema: ${e}`);
}

// ---------------------------------------------------------------------------------------------------------------
// Unknown fields. kubernetes-models' schemas accept any extra property, so a misspelt field (`readinesProbe`)
// would pass, and the API server would drop it or refuse it. The models' TypeScript declarations name every field
// of every type: read them (a small parser for the declaration shapes they use) and flag any field not declared.
// ---------------------------------------------------------------------------------------------------------------

const require = createRequire(import.meta.url);
const declarations = new Map();
const ANY = { k: 'any' };
const PRIMITIVES = new Set(['string', 'number', 'boolean', 'null', 'undefined', 'unknown', 'any', 'object', 'true', 'false']);

/** The declaration file of an import specifier: a relative `./X.js`, or a package subpath. */
function declarationFile(from, specifier) {
  if (specifier.startsWith('.')) return path.resolve(path.dirname(from), specifier.replace(/\.js$/, '.d.ts'));
  const [scopeOrName, ...rest] = specifier.split('/');
  const pkg = scopeOrName.startsWith('@') ? `${scopeOrName}/${rest.shift()}` : scopeOrName;
  const pkgDir = path.dirname(require.resolve(`${pkg}/package.json`, { paths: [root] }));
  return path.join(pkgDir, `${rest.join('/')}.d.ts`);
}

/** The type a declaration file exports first: its interface (with TypeMeta's fields), or its type alias. */
function declaredType(file) {
  if (declarations.has(file)) return declarations.get(file);
  declarations.set(file, ANY); // a type that refers to itself (JSON schema props) accepts anything below
  const source = fs.readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  const imports = new Map();
  for (const [, names, specifier] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*"([^"]+)"/g)) {
    for (const name of names
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean))
      imports.set(name, { file, specifier });
  }
  let type = ANY;
  const iface = /export interface \w+(?:\s+extends\s+([\w\s,]+?))?\s*\{/.exec(source);
  const alias = /export type (?!\{)\w+\s*=/.exec(source);
  if (iface) {
    type = parseType(source, iface.index + iface[0].length - 1, imports).type;
    // Fields of the interfaces it extends: TypeMeta's two, or another declaration's (looked up when needed).
    for (const base of (iface[1] ?? '')
      .split(',')
      .map((b) => b.trim())
      .filter(Boolean)) {
      if (base === 'TypeMeta') type.props.set('apiVersion', ANY).set('kind', ANY);
      else if (imports.has(base)) type.bases.push(declarationFile(imports.get(base).file, imports.get(base).specifier));
      else type = ANY;
    }
  } else if (alias) {
    type = parseType(source, alias.index + alias[0].length, imports).type;
  }
  declarations.set(file, type);
  return type;
}

const TOKEN = /\s*("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|-?\d+(?:\.\d+)?|[A-Za-z_$][\w$]*|[[\]{}<>():;?|,&.=])/y;

/** Parses a type expression from `source` at `at`: object types, index signatures, Array<T>, T[], unions, names. */
function parseType(source, at, imports) {
  const peek = () => {
    TOKEN.lastIndex = at;
    return TOKEN.exec(source)?.[1];
  };
  const next = () => {
    TOKEN.lastIndex = at;
    const m = TOKEN.exec(source);
    if (!m) throw new Error(`cannot read the declaration near "${source.slice(at, at + 40)}"`);
    at = TOKEN.lastIndex;
    return m[1];
  };
  const expect = (token) => {
    const got = next();
    if (got !== token) throw new Error(`expected "${token}", got "${got}" in a declaration`);
  };
  const union = () => {
    const of = [primary()];
    while (peek() === '|') {
      next();
      of.push(primary());
    }
    return of.length === 1 ? of[0] : { k: 'union', of };
  };
  const primary = () => {
    let token = next();
    let type;
    if (token === '{') {
      type = { k: 'object', props: new Map(), index: null, bases: [] };
      while (peek() !== '}') {
        let key = next();
        if (key === '[') {
          next(); // key name
          expect(':');
          next(); // string
          expect(']');
          expect(':');
          type.index = union();
        } else {
          if (peek() === '?') next();
          expect(':');
          type.props.set(key.replace(/^["']|["']$/g, ''), union());
        }
        if (peek() === ';' || peek() === ',') next();
      }
      next();
    } else if (token === '(') {
      type = union();
      expect(')');
    } else if (token === 'Array') {
      expect('<');
      type = { k: 'array', of: union() };
      expect('>');
    } else if (/^["'\d-]/.test(token) || PRIMITIVES.has(token)) {
      type = ANY;
    } else if (imports.has(token)) {
      const { file, specifier } = imports.get(token);
      type = { k: 'ref', file: declarationFile(file, specifier) };
    } else {
      type = ANY; // a name the declaration does not import (a global type): accept whatever is there
    }
    while (peek() === '[') {
      next();
      expect(']');
      type = { k: 'array', of: type };
    }
    return type;
  };
  return { type: union() };
}

/** The declared type of `key` in an object type, its index signature or the interfaces it extends; ANY when open. */
function fieldOf(type, key) {
  if (type.k !== 'object') return ANY;
  const own = type.props.get(key) ?? type.index;
  if (own) return own;
  for (const base of type.bases) {
    const inherited = fieldOf(declaredType(base), key);
    if (inherited) return inherited;
  }
  return null;
}

function unknownFields(value, type, at, out) {
  if (type.k === 'ref') return unknownFields(value, declaredType(type.file), at, out);
  if (type.k === 'array' && Array.isArray(value)) value.forEach((item, i) => unknownFields(item, type.of, `${at}[${i}]`, out));
  if (type.k === 'object' && isMap(value)) {
    for (const [key, item] of Object.entries(value)) {
      const field = fieldOf(type, key);
      if (field) unknownFields(item, field, `${at}.${key}`, out);
      else out.push(`${at.slice(1)}.${key}: no such field`);
    }
  }
  if (type.k === 'union') {
    // The first alternative that takes the value without complaint; else the complaints of the first object one.
    const tries = type.of.map((t) => {
      const found = [];
      unknownFields(value, t, at, found);
      return found;
    });
    out.push(...(tries.find((t) => t.length === 0) ?? tries[0]));
  }
  return out;
}

const modelDeclaration = (apiVersion, kind) => declarationFile(path.join(root, 'package.json'), modelSpecifier(apiVersion, kind));

// ---------------------------------------------------------------------------------------------------------------
// Operational checks
// ---------------------------------------------------------------------------------------------------------------

/**
 * Variables named in README.md's Configuration table (`| \`NAME\` |`, several names in one cell too).
 */
function readmeVariables() {
  const names = new Set();
  for (const line of fs.readFileSync(path.join(root, 'README.md'), 'utf8').split('\n')) {
    const firstCell = /^\|([^|]*)\|/.exec(line)?.[1] ?? '';
    for (const [, name] of firstCell.matchAll(/`([A-Z][A-Z0-9_]*)`/g)) names.add(name);
  }
  return names;
}
/** Read by Node itself or the OpenTelemetry SDK, not by config.ts. */
const isRuntimeVariable = (name) => name === 'NODE_OPTIONS' || name.startsWith('OTEL_');

/** The app's shutdown after SIGTERM: requests in flight 10 s, then running jobs 10 s (server/src/main.ts). */
const SHUTDOWN_DRAIN_SECONDS = 20;
/** The upload limit (UPLOAD_LIMITS in server/src/app.ts) plus room for the multipart form around the file. */
const MIN_BODY_SIZE_MB = 12;
const WEBSOCKET_TIMEOUT_SECONDS = 3600;

function quantityBytes(q) {
  const m = /^(\d+(?:\.\d+)?)(Ki|Mi|Gi|Ti|k|M|G|T)?$/.exec(String(q));
  if (!m) return NaN;
  const unit = { Ki: 2 ** 10, Mi: 2 ** 20, Gi: 2 ** 30, Ti: 2 ** 40, k: 1e3, M: 1e6, G: 1e9, T: 1e12 }[m[2]] ?? 1;
  return Number(m[1]) * unit;
}
function nginxSizeMb(s) {
  const m = /^(\d+)([kKmMgG]?)$/.exec(String(s ?? ''));
  if (!m) return NaN;
  return Number(m[1]) * { k: 1 / 1024, m: 1, g: 1024, '': 1 / 2 ** 20 }[m[2].toLowerCase()];
}
const matches = (selector, labels) => Object.entries(selector ?? {}).every(([k, v]) => labels?.[k] === v);

/**
 * Checks across the rendered objects of one target. `secret` is the example Secret (supplied to the cluster
 * from outside, never rendered); `knownVariables` the variables the app reads.
 */
function operationalChecks(objects, { secret, knownVariables, deployable }) {
  const errors = [];
  const err = (o, message) => errors.push(`${idOf(o)}: ${message}`);
  const ofKind = (kind) => objects.filter((o) => o.kind === kind);
  const configMaps = new Map(ofKind('ConfigMap').map((o) => [o.metadata.name, o]));
  const deployments = ofKind('Deployment');
  const jobs = ofKind('Job');
  const services = ofKind('Service');

  for (const o of ofKind('Secret')) err(o, 'a Secret in the rendered manifests: secrets come from a secret manager, never from git');
  if (deployments.length !== 1) errors.push(`expected one Deployment, found ${deployments.length}`);
  if (jobs.length !== 1) errors.push(`expected one migration Job, found ${jobs.length}`);

  const envOf = (o, container) => {
    const env = {};
    for (const from of container.envFrom ?? []) {
      if (from.configMapRef) {
        const cm = configMaps.get(from.configMapRef.name);
        if (!cm) err(o, `envFrom names ConfigMap ${from.configMapRef.name}, which is not in the manifests`);
        Object.assign(env, cm?.data);
      } else if (from.secretRef) {
        if (from.secretRef.name !== secret.metadata.name)
          err(o, `envFrom names Secret ${from.secretRef.name}; the documented one is ${secret.metadata.name}`);
        Object.assign(env, secret.stringData);
      } else err(o, 'envFrom entry without configMapRef or secretRef');
    }
    for (const e of container.env ?? []) env[e.name] = e.value ?? '(from a reference)';
    return env;
  };

  for (const o of [...deployments, ...jobs]) {
    const pod = o.spec?.template?.spec ?? {};
    if (pod.automountServiceAccountToken !== false) err(o, 'automountServiceAccountToken must be false (the app uses no Kubernetes API)');
    const podSecurity = pod.securityContext ?? {};
    for (const c of [...(pod.containers ?? []), ...(pod.initContainers ?? [])]) {
      const at = `container ${c.name}:`;
      const s = c.securityContext ?? {};
      for (const r of ['cpu', 'memory']) {
        if (!c.resources?.requests?.[r]) err(o, `${at} resources.requests.${r} missing`);
        if (!c.resources?.limits?.[r]) err(o, `${at} resources.limits.${r} missing`);
      }
      if ((s.runAsNonRoot ?? podSecurity.runAsNonRoot) !== true) err(o, `${at} runAsNonRoot must be true`);
      if ((s.runAsUser ?? podSecurity.runAsUser) === 0) err(o, `${at} runs as root (runAsUser 0)`);
      if (s.allowPrivilegeEscalation !== false) err(o, `${at} allowPrivilegeEscalation must be false`);
      if (s.readOnlyRootFilesystem !== true) err(o, `${at} readOnlyRootFilesystem must be true`);
      if (!s.capabilities?.drop?.includes('ALL')) err(o, `${at} capabilities must drop ALL`);
      if ((s.seccompProfile ?? podSecurity.seccompProfile)?.type !== 'RuntimeDefault') err(o, `${at} seccompProfile must be RuntimeDefault`);
      const mounts = new Set((c.volumeMounts ?? []).map((m) => m.mountPath));
      for (const dir of ['/tmp', '/app/.data'])
        if (!mounts.has(dir)) err(o, `${at} needs a writable volume at ${dir} (the root filesystem is read-only)`);

      const env = envOf(o, c);
      for (const name of Object.keys(env)) {
        if (!knownVariables.has(name) && !isRuntimeVariable(name))
          err(o, `${at} sets ${name}, which the app does not read (not in README.md's Configuration table)`);
      }
      const heap = /--max-old-space-size=(\d+)/.exec(env.NODE_OPTIONS ?? '')?.[1];
      const limit = quantityBytes(c.resources?.limits?.memory) / 2 ** 20;
      if (!heap) err(o, `${at} NODE_OPTIONS must size the heap (--max-old-space-size) under the memory limit`);
      else if (Number(heap) > 0.8 * limit) err(o, `${at} a heap of ${heap} MiB leaves too little of the ${limit} MiB limit (at most 80 %)`);
      c.$env = env; // for the checks below; removed before printing
    }
  }

  for (const d of deployments) {
    const pod = d.spec.template.spec;
    const labels = d.spec.template.metadata?.labels ?? {};
    if (!matches(d.spec.selector?.matchLabels, labels)) err(d, 'selector does not match the pod template labels');
    const ru = d.spec.strategy?.rollingUpdate;
    if (d.spec.strategy?.type !== 'RollingUpdate' || ru?.maxUnavailable !== 0) err(d, 'rolling update with maxUnavailable 0');
    if (!pod.topologySpreadConstraints?.length && !pod.affinity?.podAntiAffinity)
      err(d, 'no topologySpreadConstraints or pod anti-affinity: instances may share a node');
    const app = pod.containers[0];
    const ports = new Map((app.ports ?? []).map((p) => [p.name, p.containerPort]));
    const portOk = (port) => (typeof port === 'string' ? ports.has(port) : [...ports.values()].includes(port));
    for (const [probe, route] of [
      ['readinessProbe', '/readyz'],
      ['livenessProbe', '/healthz'],
    ]) {
      const get = app[probe]?.httpGet;
      if (get?.path !== route) err(d, `${probe} must GET ${route}`);
      else if (!portOk(get.port)) err(d, `${probe} port ${get.port} is not a container port`);
    }
    if (app.startupProbe?.httpGet && !portOk(app.startupProbe.httpGet.port)) err(d, 'startupProbe port is not a container port');
    const env = app.$env ?? {};
    if (String(ports.get('http')) !== String(env.PORT)) err(d, `container port http (${ports.get('http')}) differs from PORT (${env.PORT})`);
    if (String(ports.get('metrics')) !== String(env.METRICS_PORT))
      err(d, `container port metrics (${ports.get('metrics')}) differs from METRICS_PORT (${env.METRICS_PORT})`);
    if (env.MIGRATE_ON_START !== 'false') err(d, 'MIGRATE_ON_START must be "false": the migration Job migrates');
    if (!env.REDIS_URL) err(d, 'REDIS_URL must be set: several instances share subscription events and rate limits through Redis');
    if (!env.STORAGE_URL?.startsWith('s3://')) err(d, 'STORAGE_URL must be s3://BUCKET: several instances must share uploaded files');
    const publicUrl = env.PUBLIC_URL ? new URL(env.PUBLIC_URL) : null;
    if (publicUrl?.protocol !== 'https:') err(d, 'PUBLIC_URL must be https');
    const grace = pod.terminationGracePeriodSeconds ?? 30;
    const preStop = app.lifecycle?.preStop;
    const preStopSeconds = Number(preStop?.sleep?.seconds ?? (preStop?.exec?.command?.[0] === 'sleep' ? preStop.exec.command[1] : 0));
    if (grace < 30 || grace < preStopSeconds + SHUTDOWN_DRAIN_SECONDS) {
      err(
        d,
        `terminationGracePeriodSeconds ${grace} must be at least 30 and cover the preStop sleep (${preStopSeconds} s) plus the app's ${SHUTDOWN_DRAIN_SECONDS} s drain`,
      );
    }
    if (d.spec.replicas !== undefined && ofKind('HorizontalPodAutoscaler').some((h) => h.spec.scaleTargetRef?.name === d.metadata.name)) {
      err(d, 'replicas is set although an autoscaler owns the count (every apply would reset it)');
    }
    for (const job of jobs) {
      const migrate = job.spec.template.spec.containers[0];
      if (migrate.image !== app.image) err(job, `image ${migrate.image} differs from the Deployment's ${app.image}`);
      const refs = (c) => JSON.stringify((c.envFrom ?? []).map((f) => f.configMapRef?.name ?? `secret:${f.secretRef?.name}`).sort());
      if (refs(migrate) !== refs(app)) err(job, 'envFrom differs from the Deployment (same ConfigMap and Secret)');
    }
    if (deployable) {
      const image = parseImage(app.image);
      if (!image.name.includes('/') || (!image.digest && (!image.tag || image.tag === 'latest'))) {
        err(d, `image ${app.image}: an overlay must name a registry and a tag or digest (kustomize images:)`);
      }
    }
    for (const s of services) {
      if (!matches(s.spec.selector, labels)) err(s, `selector does not select ${idOf(d)}'s pods`);
      for (const p of s.spec.ports ?? []) if (!portOk(p.targetPort)) err(s, `targetPort ${p.targetPort} is not a container port`);
    }
    for (const pdb of ofKind('PodDisruptionBudget'))
      if (!matches(pdb.spec.selector?.matchLabels, labels)) err(pdb, 'selector does not select the pods');
    for (const ing of ofKind('Ingress')) {
      const hosts = (ing.spec.rules ?? []).map((r) => r.host);
      if (publicUrl && !hosts.includes(publicUrl.hostname))
        err(ing, `no rule for PUBLIC_URL's host ${publicUrl.hostname} (rules: ${hosts.join(', ')})`);
    }
  }

  for (const job of jobs) {
    const spec = job.spec;
    const c = spec.template.spec.containers[0];
    if (spec.backoffLimit === undefined) err(job, 'backoffLimit missing');
    if (spec.ttlSecondsAfterFinished === undefined) err(job, 'ttlSecondsAfterFinished missing');
    if (!['Never', 'OnFailure'].includes(spec.template.spec.restartPolicy)) err(job, 'restartPolicy must be Never or OnFailure');
    if ((c.command ?? []).join(' ') !== 'node server/dist/db/cli.js migrate') err(job, 'must run `node server/dist/db/cli.js migrate`');
  }

  for (const ing of ofKind('Ingress')) {
    const a = ing.metadata.annotations ?? {};
    for (const name of ['proxy-read-timeout', 'proxy-send-timeout']) {
      if (!(Number(a[`nginx.ingress.kubernetes.io/${name}`]) >= WEBSOCKET_TIMEOUT_SECONDS))
        err(ing, `nginx.ingress.kubernetes.io/${name} must be at least ${WEBSOCKET_TIMEOUT_SECONDS} (websockets on /graphql)`);
    }
    if (!(nginxSizeMb(a['nginx.ingress.kubernetes.io/proxy-body-size']) >= MIN_BODY_SIZE_MB))
      err(ing, `nginx.ingress.kubernetes.io/proxy-body-size must be at least ${MIN_BODY_SIZE_MB}m (10 MB uploads)`);
    const tlsHosts = new Set((ing.spec.tls ?? []).flatMap((t) => t.hosts ?? []));
    for (const rule of ing.spec.rules ?? []) {
      if (!tlsHosts.has(rule.host)) err(ing, `host ${rule.host} has no TLS entry`);
      for (const p of rule.http?.paths ?? []) {
        const backend = p.backend?.service;
        const svc = services.find((s) => s.metadata.name === backend?.name);
        if (!svc) err(ing, `backend service ${backend?.name} is not in the manifests`);
        else if (!svc.spec.ports.some((sp) => sp.name === backend.port?.name || sp.port === backend.port?.number))
          err(ing, `backend port ${JSON.stringify(backend.port)} is not a port of ${backend.name}`);
        else if (backend.port?.name === 'metrics' || backend.port?.number === 9464) err(ing, 'the metrics port must never be public');
      }
    }
  }

  for (const h of ofKind('HorizontalPodAutoscaler')) {
    if (!deployments.some((d) => d.metadata.name === h.spec.scaleTargetRef?.name && h.spec.scaleTargetRef?.kind === 'Deployment'))
      err(h, 'scaleTargetRef names no Deployment here');
    if (!(h.spec.minReplicas >= 1 && h.spec.minReplicas <= h.spec.maxReplicas)) err(h, 'needs 1 <= minReplicas <= maxReplicas');
  }

  for (const m of ofKind('ServiceMonitor')) {
    const svc = services.find((s) => matches(m.spec.selector?.matchLabels, s.metadata.labels));
    if (!svc) err(m, 'selects no Service');
    for (const e of m.spec.endpoints ?? []) {
      if (svc && !svc.spec.ports.some((p) => p.name === e.port)) err(m, `endpoint port ${e.port} is not a port of ${svc.metadata.name}`);
      const credentials = e.authorization?.credentials;
      if (credentials && !(credentials.name === secret.metadata.name && credentials.key in secret.stringData))
        err(m, `token ${credentials.name}/${credentials.key} is not in the app's Secret`);
    }
  }
  return errors;
}

// ---------------------------------------------------------------------------------------------------------------

function listDirs(dir) {
  return fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .map((n) => path.join(dir, n))
        .filter((p) => fs.statSync(p).isDirectory())
        .sort()
    : [];
}

function stripInternal(objects) {
  for (const o of objects) for (const c of o.spec?.template?.spec?.containers ?? []) delete c.$env;
  return objects;
}

async function main() {
  const args = process.argv.slice(2);
  if (args[0] === '--print') {
    const { stringify } = await import('yaml');
    const objects = render(path.resolve(args[1] ?? 'deploy/base'));
    process.stdout.write(objects.map((o) => stringify(o)).join('---\n'));
    return;
  }

  const knownVariables = readmeVariables();
  const secretFile = path.join(deployDir, 'base', 'secret.example.yaml');
  const [secret] = loadResourceFile(secretFile);
  const failures = [];
  const secretErrors = await validateSchema(secret);
  if (secret.kind !== 'Secret') secretErrors.push('not a Secret');
  for (const [key, value] of Object.entries(secret.stringData ?? {})) {
    if (!String(value).includes('change-me')) secretErrors.push(`${key} must be an obvious placeholder (change-me), never a real value`);
    if (!knownVariables.has(key)) secretErrors.push(`${key} is not a variable the app reads`);
  }
  failures.push(...secretErrors.map((e) => `${rel(secretFile)}: ${e}`));

  const overlays = listDirs(path.join(deployDir, 'overlays'));
  const components = listDirs(path.join(deployDir, 'components'));
  const targets = [
    { dir: path.join(deployDir, 'base'), extra: [], deployable: false },
    ...overlays.map((dir) => ({ dir, extra: [], deployable: true })),
    ...overlays.flatMap((dir) => components.map((c) => ({ dir, extra: [c], deployable: true }))),
  ];
  for (const { dir, extra, deployable } of targets) {
    const name = rel(dir) + extra.map((c) => ` + ${rel(c)}`).join('');
    let objects;
    try {
      objects = render(dir, extra);
    } catch (err) {
      if (!(err instanceof RenderError)) throw err;
      failures.push(`${name}: ${err.message}`);
      continue;
    }
    const errors = [];
    for (const o of objects) errors.push(...(await validateSchema(o)).map((e) => `${idOf(o)}: ${e}`));
    errors.push(...operationalChecks(objects, { secret, knownVariables, deployable }));
    stripInternal(objects);
    if (errors.length) failures.push(...errors.map((e) => `${name}: ${e}`));
    else console.log(`✔ ${name}: ${objects.length} objects (${objects.map((o) => o.kind).join(', ')})`);
  }

  if (failures.length) {
    for (const f of failures) console.error(`✖ ${f}`);
    console.error(`\n${failures.length} problem(s) in the Kubernetes manifests under deploy/.`);
    process.exit(1);
  }
}

await main();
