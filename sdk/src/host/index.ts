/**
 * `@greenroom/sdk/host` — the console's plumbing, used by the host, core and the sdk's own test
 * harness: running a plugin's setup, turning its routes into router routes, the services provider,
 * and the loader's check of the plugin manifest (issue 28: moved here from the sdk's root entry).
 * Plugins never import it (Biome refuses it under plugins/); everything here is @internal and may
 * change in any release. It is a shared module of the console (one instance with `@greenroom/sdk` at run time).
 * @packageDocumentation
 */

export { type FrameData, FrameDataProvider, frameDataOnce, useFrameData } from '../frameData';
export { ServicesProvider } from '../hooks';
export { type PluginManifestEntry, pluginManifestEntryProblems } from '../manifest';
export { setTimeZoneSource } from '../pageZone';
export { type RouteHandle, type RouteRefResolution, resolveRouteRef, routePathNamed } from '../routeRefs';
export { buildRouteObjects, groupByContainer, lazyPage, type OwnedRoute, PRELOAD_ERROR_EVENT, preloadPage, type RouteObjectsOptions } from '../routing';
export { kitModulesShown, preloadKitParts } from '../ui/EmptyState';
export { serverPagePending } from '../ui/idleAfterLive';
export { NETWORK_LOST_EVENT, NETWORK_RESTORED_EVENT, useNetworkRestored } from '../ui/networkRestored';
export { type ContributionKind, collectContributions, type RemovedContribution } from './collect';
export { semiLocaleOf } from './semiLocale';
