// The modules served ONCE to the host and every plugin, resolved in the browser through the
// console's native import map. This list is the single source for both:
//   - the host build: one esbuild "shared" build with an entry per specifier, and the import map;
//   - every plugin build (first-party or not): these specifiers are left external.
// A plugin that imports anything else bundles its own copy. Add a specifier here only when it must be
// a singleton (React, the router, valtio, the sdk) or is large and widely used (Semi components).

/** Semi Design components shared per component: importing the package root would pull all of
 * Semi's ~640 KB of component CSS; a deep import carries only that component's JS and CSS.
 * Plugins import `@douyinfe/semi-ui/lib/es/<name>` (never the package root). */
export const SEMI_COMPONENTS = [
  'avatar',
  'badge',
  'banner',
  'breadcrumb',
  'button',
  'card',
  'cascader',
  'checkbox',
  'collapse',
  'configProvider',
  'datePicker',
  'descriptions',
  'divider',
  'dropdown',
  'empty',
  'form',
  'grid',
  'image',
  'input',
  'inputNumber',
  'layout',
  'list',
  'modal',
  'navigation',
  'notification',
  'pagination',
  'popconfirm',
  'popover',
  'progress',
  'radio',
  'select',
  'sideSheet',
  'skeleton',
  'space',
  'spin',
  'steps',
  'switch',
  'table',
  'tabs',
  'tag',
  'tagInput',
  'timePicker',
  'timeline',
  'toast',
  'tooltip',
  'tree',
  'treeSelect',
  'typography',
  'upload',
];

/**
 * @typedef {object} SharedModule
 * @property {string} specifier  the bare import specifier plugins write
 * @property {'cjs' | 'esm'} kind  CommonJS packages get explicit named re-exports
 * @property {boolean} [hasDefault]  whether the module has a default export
 * @property {string} [source]  module the wrapper re-exports when it differs from the specifier
 * @property {string[]} [exports]  only these names are shared (the rest is tree-shaken away)
 * @property {string} [stylesFrom]  its stylesheet is contained in this shared module's, always loaded
 *   before it: it links none of its own (no second copy of the same CSS on the first screen)
 */

/** @type {SharedModule[]} */
export const SHARED_MODULES = [
  // React ships CommonJS only: the build re-exports each named export explicitly.
  { specifier: 'react', kind: 'cjs', hasDefault: true },
  { specifier: 'react/jsx-runtime', kind: 'cjs' },
  { specifier: 'react-dom', kind: 'cjs', hasDefault: true },
  { specifier: 'react-dom/client', kind: 'cjs', hasDefault: true },
  // One router: its contexts must be the same objects in the host and in plugin pages. Only this
  // surface is shared (the whole package, with its server-rendering APIs, is ~65 KB compressed).
  {
    specifier: 'react-router-dom',
    kind: 'esm',
    exports: [
      'Link',
      'NavLink',
      'Navigate',
      'Outlet',
      'RouterProvider',
      'createBrowserRouter',
      'createMemoryRouter',
      'createSearchParams',
      'generatePath',
      'matchPath',
      'useBlocker',
      'useHref',
      'useInRouterContext',
      'useLocation',
      'useMatch',
      'useMatches',
      'useNavigate',
      'useNavigation',
      'useOutletContext',
      'useParams',
      'useResolvedPath',
      'useRouteError',
      'useSearchParams',
    ],
  },
  // One valtio: proxies made by core are read with useSnapshot in plugins.
  { specifier: 'valtio', kind: 'esm' },
  { specifier: 'valtio/vanilla', kind: 'esm' },
  // dayjs with the zh-cn locale already selected.
  { specifier: 'dayjs', kind: 'esm', hasDefault: true, source: 'dayjs/esm/index.js' },
  // The contract itself: hooks, contexts and UI kit must be one instance.
  { specifier: '@greenroom/sdk', kind: 'esm' },
  // The console's plumbing (running setups, building routes, the services provider): the host's,
  // never a plugin's. A fourth entry of the same build, so its provider is the context the sdk's
  // hooks read. Its components' styles are the sdk's (the host imports both on the first screen).
  { specifier: '@greenroom/sdk/host', kind: 'esm', stylesFrom: '@greenroom/sdk' },
  // The screen kit (lists, confirmations, polling, media dialogs): a second entry of the same build,
  // so it shares the sdk's contexts but stays off the first screen.
  { specifier: '@greenroom/sdk/kit', kind: 'esm' },
  // The chart kit (charts, figure cards, the data range): a third entry; echarts itself and the map's
  // GeoJSON are lazy chunks of it, loaded by the first chart drawn.
  { specifier: '@greenroom/sdk/charts', kind: 'esm' },
  // The product plugins' media screens (recording, material and photo libraries): the console's private
  // workspace package @greenroom/media (issue 28: no longer the public sdk's), a fifth entry of the same
  // build so it shares the sdk's contexts, served once to the live, event and photo plugins' pages.
  { specifier: '@greenroom/media', kind: 'esm' },
  // The media libraries' list declarations (issue 25): the live, event and photo plugins' entries name
  // them on their routes, so it runs with the console — small, the sdk's root and types only.
  { specifier: '@greenroom/media/lists', kind: 'esm' },
  ...SEMI_COMPONENTS.map((name) => ({ specifier: `@douyinfe/semi-ui/lib/es/${name}`, kind: /** @type {const} */ ('esm'), hasDefault: true })),
];

/** The specifiers a plugin build leaves external. */
export const SHARED_SPECIFIERS = SHARED_MODULES.map((m) => m.specifier);
