/**
 * @greenroom/core — the console's shell services, framework-light (plain TypeScript + valtio
 * vanilla): the envelope HTTP client, session, messages and notices, certification,
 * configuration, links, semver and the plugin registry. The host wires them; plugins never
 * import this package (they reach the services through the sdk).
 */
export * from './certification';
export * from './config';
export * from './http';
export { EXTERNAL_TAB_FEATURES, EXTERNAL_WINDOW_FEATURES, isSafeHttpUrl, openExternal, type WindowOpen } from './links';
export * from './live';
export { createLogger, type Logger } from './log';
export * from './messages';
export { TOAST_DURATION_MS } from './notify';
export { editionName, PRODUCT_HOSTS, PRODUCT_ID, PRODUCTS, type Product, type ProductId, productAddress, productById } from './products';
export * from './registry';
export { compareVersions, isValidRange, parseVersion, type SemVer, satisfies } from './semver';
export * from './session';
export * from './startup';
export { CORE_TEXTS } from './texts';
export { isStatusTrue } from './userApi';
