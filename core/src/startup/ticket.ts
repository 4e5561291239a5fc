/** The query parameter single sign-on appends when it sends the user back (SPEC §2). */
export const TICKET_PARAM = 'ticket';

/**
 * If the address carries a `ticket` (the server has already opened the session from it), reloads
 * at the same address without the query string so the single-use ticket neither stays in the
 * address bar nor gets bookmarked or shared. Pathname and hash are kept. Pass
 * `location.replace` as `reload` so the ticket address does not stay in history either.
 * Returns true when it reloaded (the caller should stop booting).
 */
export function stripTicket(location: { readonly href: string }, reload: (url: string) => void): boolean {
  const url = new URL(location.href);
  if (!url.searchParams.has(TICKET_PARAM)) return false;
  url.search = '';
  reload(url.href);
  return true;
}
