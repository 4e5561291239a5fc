/**
 * @greenroom/media — the media screens of the product plugins (issue 28: moved out of the public sdk,
 * so that a change to a product page is no sdk semver event). The recording, material and
 * photo-video libraries with their uploads, renames and download tasks (live, event and photo
 * plugins), and the photo library's virtualized grid, viewer and selection (photo plugin). Made of
 * the sdk's kit (`@greenroom/sdk`, `@greenroom/sdk/kit`) and the media calls of SPEC §7.
 *
 * A workspace package, private, never published: the console serves it ONCE as a shared module of
 * its import map (sdk/shared-modules.mjs), a fifth entry of the sdk's shared build, so its screens
 * share the sdk's contexts and no plugin bundle carries a copy. Plugin pages (lazy) import it.
 *
 * @packageDocumentation
 */

export * from './library';
export * from './photo';
