/** Product ids of the family (SPEC §1), as entitlements, messages and the product drawer use them. */
export const PRODUCT_ID = {
  live: 1,
  photo: 2,
  event: 3,
  huipai: 4,
  website: 5,
  bigScreen: 6,
  survey: 7,
  onsiteBooking: 8,
  eventPlanning: 9,
  academy: 10,
  mediaDistribution: 11,
  customDevelopment: 12,
  overseas: 13,
  aiPlanning: 14,
  privateCloud: 15,
} as const;

/** One of the ids of {@link PRODUCT_ID}. */
export type ProductId = (typeof PRODUCT_ID)[keyof typeof PRODUCT_ID];
