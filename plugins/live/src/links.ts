/** Where an activity is watched: the live product's public site, `live/{id}`. */
export const viewerUrl = (base: string, id: number) => new URL(`live/${id}`, base.endsWith('/') ? base : `${base}/`).href;

/** The activity in the live product's own back office (its admin address with the activity id). */
export const activityAdminUrl = (admin: string, id: number) => {
  const url = new URL(admin);
  url.searchParams.set('activityId', String(id));
  return url.href;
};
