// The plugin manifest (`manifest.json` beside a plugin build), defined ONCE for everyone who reads or
// writes it: the console build (esbuild.config.mjs), the reference server, the host's loader and
// outside authors (`@greenroom/sdk/manifest`). Plain, dependency-free ESM so that node build scripts
// import it as it is; its types are in manifest.d.mts and the sdk's TypeScript re-exports both.
//
//   { "plugins": [{ "id": "live", "version": "1.0.0", "entry": "…/index-H.js", "sdk": "^1",
//                   "hash": "0123abcd…", "integrity": "sha384-…", "css": ["…/index-H.css"] }] }

/** Allowed plugin ids: lowercase, starting with a letter or digit, at most 64 characters. */
export const PLUGIN_ID_PATTERN = /^[a-z0-9][a-z0-9._-]{0,63}$/;

/** Most entries one manifest may hold. */
export const MAX_MANIFEST_PLUGINS = 500;

/** Most stylesheets one plugin may list. */
export const MAX_PLUGIN_CSS = 32;

/** A Subresource Integrity value of the entry's bytes: sha384, base64 (what the import map carries). */
export const INTEGRITY_PATTERN = /^sha384-[A-Za-z0-9+/]{64}$/;

/** Thrown by {@link parsePluginManifest} and {@link parsePluginManifestEntry}; `problems` lists each fault. */
export class PluginManifestError extends Error {
  /**
   * @param {string} where what was being read (e.g. `plugins[1]`)
   * @param {string[]} problems one message per faulty field
   */
  constructor(where, problems) {
    super(`插件清单无效（${where}）：${problems.join('；')}`);
    this.name = 'PluginManifestError';
    this.problems = problems;
  }
}

const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** @param {unknown} value @param {number} max */
const isText = (value, max, min = 0) => typeof value === 'string' && value.length >= min && value.length <= max;

/**
 * The faults of one manifest entry, as messages naming the field (empty when it is valid).
 * @param {unknown} value
 * @param {string} [where]
 * @returns {string[]}
 */
export function pluginManifestEntryProblems(value, where = '') {
  const at = (field) => (where ? `${where}.${field}` : field);
  if (!isObject(value)) return [`${where || '条目'} 必须是对象`];
  const problems = [];
  if (value.id === undefined) problems.push(`${at('id')} 缺失（应为插件 id 字符串）`);
  else if (typeof value.id !== 'string') problems.push(`${at('id')} 无效（应为插件 id 字符串）`);
  else if (!PLUGIN_ID_PATTERN.test(value.id)) problems.push(`${at('id')}「${value.id.slice(0, 80)}」不合法（小写字母、数字、. _ -，最多 64 个字符）`);
  const text = (field, max, what) => {
    if (value[field] === undefined) problems.push(`${at(field)} 缺失（应为${what}）`);
    else if (!isText(value[field], max, 1)) problems.push(`${at(field)} 无效（应为${what}，1–${max} 个字符）`);
  };
  text('version', 64, '版本号字符串');
  text('entry', 512, '入口模块地址字符串');
  text('sdk', 64, ' sdk 的 semver 范围字符串');
  text('hash', 128, '入口内容哈希字符串');
  if (value.integrity !== undefined && !(typeof value.integrity === 'string' && INTEGRITY_PATTERN.test(value.integrity))) {
    problems.push(`${at('integrity')} 无效（应为 sha384- 开头的 SRI 值）`);
  }
  if (value.css !== undefined) {
    if (!Array.isArray(value.css) || value.css.length > MAX_PLUGIN_CSS) problems.push(`${at('css')} 必须是最多 ${MAX_PLUGIN_CSS} 个地址的数组`);
    else {
      for (const [i, href] of value.css.entries()) if (!isText(href, 512, 1)) problems.push(`${at(`css[${i}]`)} 必须是 1–512 个字符的字符串`);
    }
  }
  if (value.enabled !== undefined && typeof value.enabled !== 'boolean') problems.push(`${at('enabled')} 必须是布尔值`);
  return problems;
}

/**
 * Checks one entry and returns it with only the known fields (`css` defaults to `[]`).
 * @param {unknown} value
 * @param {string} [where]
 * @returns {import('./manifest.mjs').PluginManifestEntry}
 */
export function parsePluginManifestEntry(value, where = 'plugins[]') {
  const problems = pluginManifestEntryProblems(value, where);
  if (problems.length > 0) throw new PluginManifestError(where, problems);
  const { id, version, entry, sdk, hash, integrity, css = [], enabled } = /** @type {Record<string, any>} */ (value);
  return {
    id,
    version,
    entry,
    sdk,
    hash,
    ...(integrity === undefined ? {} : { integrity }),
    css: [...css],
    ...(enabled === undefined ? {} : { enabled }),
  };
}

/**
 * Checks a whole manifest (`{ plugins: [...] }`, already parsed from JSON, or its JSON text) and
 * returns it normalised; throws a {@link PluginManifestError} naming every faulty field.
 * @param {unknown} json
 * @returns {import('./manifest.mjs').PluginManifest}
 */
export function parsePluginManifest(json) {
  let value = json;
  if (typeof json === 'string') {
    try {
      value = JSON.parse(json);
    } catch (error) {
      throw new PluginManifestError('JSON', [`不是合法的 JSON：${error instanceof Error ? error.message : String(error)}`]);
    }
  }
  if (!isObject(value) || !Array.isArray(value.plugins)) throw new PluginManifestError('根', ['必须是 { "plugins": [...] } 形式的对象']);
  if (value.plugins.length > MAX_MANIFEST_PLUGINS) throw new PluginManifestError('plugins', [`最多 ${MAX_MANIFEST_PLUGINS} 个插件`]);
  const problems = value.plugins.flatMap((entry, i) => pluginManifestEntryProblems(entry, `plugins[${i}]`));
  if (problems.length > 0) throw new PluginManifestError('plugins', problems);
  return { plugins: value.plugins.map((entry, i) => parsePluginManifestEntry(entry, `plugins[${i}]`)) };
}

/**
 * The text of a manifest file: validated, two-space indented, with a final newline.
 * @param {import('./manifest.mjs').PluginManifest} manifest
 * @returns {string}
 */
export function stringifyPluginManifest(manifest) {
  return `${JSON.stringify(parsePluginManifest(manifest), null, 2)}\n`;
}
