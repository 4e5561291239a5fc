import type { HttpRequestOptions } from '@greenroom/sdk';

type Params = NonNullable<HttpRequestOptions['params']>;

/**
 * Serialises query parameters the way the back end expects them: empty values are left out
 * entirely (the server treats `?isRead=` as a filter on "") and arrays travel comma-joined
 * (`ids=1,2,3`), not as repeated keys or `ids[]=`.
 */
export function serializeParams(params: Params | undefined | null): string {
  const search = new URLSearchParams();
  if (!params) return '';
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    const text = Array.isArray(value) ? value.join(',') : String(value);
    if (text === '') continue;
    search.append(key, text);
  }
  return search.toString();
}
