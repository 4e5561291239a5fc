import { type PluginRecord, type RegistryState, recordRenderError } from '@greenroom/core';

/** Where the render failures of this tab's session are kept across full page loads (issue 27 §10). */
const STORAGE_KEY = 'greenroom.renderFailures';

/** A plugin build's render failures, as the diagnostics view shows them. */
export type RememberedFailure = Pick<PluginRecord, 'reason' | 'renderFailures'>;

/** The failures remembered in this tab, by `id@entry` (a new build of the plugin starts clean). */
export function rememberedRenderFailures(): Record<string, RememberedFailure> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, RememberedFailure>;
  } catch {
    return {};
  }
}

/**
 * Records a render failure of a plugin's page or home widget in the registry (渲染出错) and
 * remembers it for the rest of the tab's session: the diagnostics view opened by a full page load
 * (its address typed, a reload) still shows it, not 已启用.
 */
export function reportRenderFailure(registry: RegistryState, pluginId: string, error: unknown, where: string): void {
  recordRenderError(registry, pluginId, error, where);
  const record = registry.plugins.find((p) => p.id === pluginId && p.state === 'crashed');
  if (!record) return;
  try {
    const remembered = rememberedRenderFailures();
    remembered[`${record.id}@${record.entry}`] = { reason: record.reason, renderFailures: record.renderFailures };
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(remembered));
  } catch {
    // No storage (private mode, quota): the failure is still on this page load's view.
  }
}
