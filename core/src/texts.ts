import { defineTexts } from '@greenroom/contracts/i18n';

/**
 * The few user-visible texts core produces itself (fallbacks when the server gave no message), by
 * language (issue 29). Everything else the user reads comes from the server's `msg` (translated by
 * the server after the request's `Accept-Language`) or the host's catalogue.
 */
export const CORE_TEXTS = defineTexts({
  'zh-CN': {
    /** No response arrived (offline, timeout, DNS…). */
    networkError: '网络异常，请稍后重试',
    /** A response arrived with a non-2xx HTTP status. */
    serverError: (status: number) => `服务异常（${status}），请稍后重试`,
    /** The envelope said no but carried no message, or an error had no readable text. */
    requestFailed: '请求失败，请稍后重试',
  },
  'en-US': {
    networkError: 'Network error. Please try again later.',
    serverError: (status) => `Server error (${status}). Please try again later.`,
    requestFailed: 'The request failed. Please try again later.',
  },
});

/** Why the plugin registry refused or failed a plugin (the diagnostics view shows them), by language. */
export const REGISTRY_TEXTS = defineTexts({
  'zh-CN': {
    integrity: (id: string) => `插件「${id}」的文件与清单不一致，已拒绝加载`,
    takenBy: (what: string, owner: string) => `${what} 已由插件「${owner}」注册`,
    repeatedIn: (what: string, pluginId: string) => `${what} 在插件「${pluginId}」中重复注册`,
    route: (path: string) => `路由 /${path}`,
    routeName: (name: string) => `路由名 ${name}`,
    menuItem: (key: string) => `菜单项 ${key}`,
    /** The manifest entry's problems (as the sdk's check writes them). */
    badEntry: (problems: readonly string[]) => `清单条目无效，已拒绝加载：${problems.join('；')}`,
    duplicateId: (id: string) => `插件 id「${id}」重复，已拒绝加载`,
    sdkMismatch: (wanted: string, current: string) => `插件需要 sdk ${wanted}，当前 sdk 为 ${current}，已拒绝加载`,
    loadFailed: (message: string) => `加载失败：${message}`,
    noDefinition: '入口没有默认导出 definePlugin(...) 的结果',
    idMismatch: (declared: string, listed: string) => `入口声明的 id「${declared}」与清单中的「${listed}」不一致`,
    setupFailed: (message: string) => `初始化（setup）出错：${message}`,
    conflict: (conflict: string) => `${conflict}，已拒绝加载`,
    renderFailed: (where: string, message: string) => `${where} 渲染出错：${message}`,
  },
  'en-US': {
    integrity: (id) => `The files of plugin "${id}" do not match its manifest; refused`,
    takenBy: (what, owner) => `${what} is already registered by plugin "${owner}"`,
    repeatedIn: (what, pluginId) => `${what} is registered twice in plugin "${pluginId}"`,
    route: (path) => `Route /${path}`,
    routeName: (name) => `Route name ${name}`,
    menuItem: (key) => `Menu item ${key}`,
    badEntry: (problems) => `Invalid manifest entry; refused: ${problems.join('; ')}`,
    duplicateId: (id) => `Plugin id "${id}" is repeated; refused`,
    sdkMismatch: (wanted, current) => `The plugin needs sdk ${wanted}, the current sdk is ${current}; refused`,
    loadFailed: (message) => `Failed to load: ${message}`,
    noDefinition: 'The entry has no default export made by definePlugin(...)',
    idMismatch: (declared, listed) => `The entry declares id "${declared}", the manifest lists "${listed}"`,
    setupFailed: (message) => `The setup failed: ${message}`,
    conflict: (conflict) => `${conflict}; refused`,
    renderFailed: (where, message) => `${where} failed to render: ${message}`,
  },
});
