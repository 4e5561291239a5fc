import { createExternalRouteRef, createRouteRef } from '@greenroom/sdk';
import { shellTexts } from './shellTexts';

/** `/activity/photo`: the photo-live albums. */
export const albumsRef = createRouteRef({ id: 'photo' });
/** `/activity/photo/:id`: an album's editor; `new` creates one. */
export const albumEditorRef = createRouteRef({ id: 'photo-album', params: ['id'] });
/** The `:id` of {@link albumEditorRef} that opens the editor of a new album. */
export const NEW_ALBUM = 'new';
/**
 * `/content/image`: the image library's overview. Its id `content/image` is announced to the host,
 * whose 资产管理 → 图片库 entry links to it through an external reference.
 */
export const imageRef = createRouteRef({ id: 'content/image' });
/** `/content/person`, `/content/timeline`, `/content/cityList`: the library's three views. */
export const personRef = createRouteRef({ id: 'content-person' });
export const timelineRef = createRouteRef({ id: 'content-timeline' });
export const citiesRef = createRouteRef({ id: 'content-city' });

/**
 * The console's purchase page, the orders plugin's route `purchase` (`/purchase?product=capacity`):
 * the image library's 扩容 opens it when that plugin is enabled, else the photo product's own page.
 */
// `unavailable` is read when shown, in the page's language (the reference is made once, at module level).
export const purchaseRef = createExternalRouteRef({ id: 'purchase', optional: true, unavailable: () => shellTexts.ordersOff });
