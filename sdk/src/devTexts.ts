import { defineTexts } from './i18n';

/**
 * What the sdk tells a plugin's developer when a route reference, a route or a menu item is written
 * wrong (thrown errors, and why a link is unavailable), by language (issue 29).
 */
export const devTexts = defineTexts({
  'zh-CN': {
    routeRef: '路由引用',
    externalRouteRef: '外部路由引用',
    badId: (what: string, id: string) => `${what}的 id「${id}」无效：应以字母开头，只含字母、数字、-、_、/、.`,
    paramsNotArray: (what: string, id: string) => `${what}「${id}」的 params 应为参数名数组`,
    badParam: (what: string, id: string, name: string) => `${what}「${id}」的参数名「${name}」无效`,
    duplicateParams: (what: string, id: string) => `${what}「${id}」的参数名重复`,
    targetDisabled: '目标插件未启用',
    emptyUnavailable: (id: string) => `外部路由引用「${id}」的 unavailable 应为非空文字`,
    missingParam: (path: string, name: string) => `路由 ${path} 缺少参数「${name}」`,
    unbound: (id: string) => `路由引用「${id}」没有绑定到路由（addRoute({ ref, … })）`,
    /** The parameters of a route: `a,b`, or none. */
    params: (names: string) => names || '无',
    paramsDiffer: (id: string, actual: string, declared: string) => `路由「${id}」的参数（${actual}）与引用声明的参数（${declared}）不一致`,
    notInConsole: '不在控制台的路由中',
    pathNotString: 'addRoute：path 应为字符串',
    refNotCreated: (path: string) => `路由 /${path} 的 ref 应由 createRouteRef 创建`,
    refAndName: (path: string) => `路由 /${path} 同时给了 ref 和 name，只能给一个`,
    routeParamsDiffer: (path: string, actual: string, id: string, declared: string) =>
      `路由 /${path} 的参数（${actual}）与路由引用「${id}」声明的参数（${declared}）不一致`,
    refOrName: (path: string) => `路由 /${path} 需要 ref（createRouteRef）或 name`,
    menuParentNotRef: (path: string) => `路由 /${path} 的 menuParent 应为路由引用`,
    routeAndContainer: (key: string) => `菜单项 ${key} 同时给了 route 和 container，只能给一个`,
    menuRouteNotRef: (key: string) => `菜单项 ${key} 的 route 应为路由引用（createRouteRef / createExternalRouteRef）`,
    menuRouteWithParams: (key: string, id: string) => `菜单项 ${key} 指向带参数的路由「${id}」，菜单项只能指向无参数的路由`,
    badContainer: (key: string) => `菜单项 ${key} 的 container 应为容器路径`,
    /** Why a link is unavailable, after its text. */
    reason: (reason: string) => `（${reason}）`,
  },
  'en-US': {
    routeRef: 'Route reference',
    externalRouteRef: 'External route reference',
    badId: (what, id) => `${what} id "${id}" is invalid: it must start with a letter and hold only letters, digits, -, _, / and .`,
    paramsNotArray: (what, id) => `${what} "${id}": params must be an array of parameter names`,
    badParam: (what, id, name) => `${what} "${id}": the parameter name "${name}" is invalid`,
    duplicateParams: (what, id) => `${what} "${id}" repeats a parameter name`,
    targetDisabled: 'The target plugin is not enabled',
    emptyUnavailable: (id) => `External route reference "${id}": unavailable must be a non-empty text`,
    missingParam: (path, name) => `Route ${path} lacks the parameter "${name}"`,
    unbound: (id) => `Route reference "${id}" is not bound to a route (addRoute({ ref, … }))`,
    params: (names) => names || 'none',
    paramsDiffer: (id, actual, declared) => `The parameters of route "${id}" (${actual}) differ from those its reference declares (${declared})`,
    notInConsole: "Not within the console's routes",
    pathNotString: 'addRoute: path must be a string',
    refNotCreated: (path) => `Route /${path}: ref must be made by createRouteRef`,
    refAndName: (path) => `Route /${path} gives both ref and name; give only one`,
    routeParamsDiffer: (path, actual, id, declared) =>
      `The parameters of route /${path} (${actual}) differ from those route reference "${id}" declares (${declared})`,
    refOrName: (path) => `Route /${path} needs a ref (createRouteRef) or a name`,
    menuParentNotRef: (path) => `Route /${path}: menuParent must be a route reference`,
    routeAndContainer: (key) => `Menu item ${key} gives both route and container; give only one`,
    menuRouteNotRef: (key) => `Menu item ${key}: route must be a route reference (createRouteRef / createExternalRouteRef)`,
    menuRouteWithParams: (key, id) =>
      `Menu item ${key} points to route "${id}", which has parameters; a menu item can only point to a route without parameters`,
    badContainer: (key) => `Menu item ${key}: container must be a container path`,
    reason: (reason) => ` (${reason})`,
  },
});
