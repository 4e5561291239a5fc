import type { PluginManifestEntry } from '@greenroom/core';

/**
 * The plugins of this deployment, injected by the server into index.html (`#gr-plugins`). Entries
 * are passed on as they are: the loader checks each with the sdk's manifest validator.
 */
export function readPluginManifest(doc: Document = document): PluginManifestEntry[] {
  const script = doc.getElementById('gr-plugins');
  if (!script?.textContent) return [];
  try {
    const parsed = JSON.parse(script.textContent) as { plugins?: PluginManifestEntry[] };
    return Array.isArray(parsed.plugins) ? parsed.plugins : [];
  } catch (error) {
    console.error('[registry] unreadable plugin manifest', error);
    return [];
  }
}
