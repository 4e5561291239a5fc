import { createExternalRouteRef, createRouteRef } from '@greenroom/sdk';

/** `/marketing-center`: the tools' catalogue. */
export const centerRef = createRouteRef({ id: 'marketing-center' });
/** `/marketing-preview/:type`: a phone preview of one tool. */
export const previewRef = createRouteRef({ id: 'marketing-preview', params: ['type'] });

/**
 * The console's purchase page, the orders plugin's route `purchase` (`/purchase?product=live`): a
 * tool's 购买 opens it; while that plugin is disabled there is no purchase control (so no unavailable
 * text: the link is never shown unavailable).
 */
export const purchaseRef = createExternalRouteRef({ id: 'purchase', optional: true });
