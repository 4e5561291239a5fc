import { afterEach, describe, expect, it } from 'vitest';
import { applyColorScheme } from '../src/i18n';

/** The attribute changes `run` makes on the page's root and body. */
async function writes(run: () => void): Promise<string[]> {
  const seen: string[] = [];
  const observer = new MutationObserver((records) => {
    for (const record of records) seen.push(`${(record.target as Element).tagName.toLowerCase()}.${record.attributeName}`);
  });
  observer.observe(document.documentElement, { attributes: true });
  observer.observe(document.body, { attributes: true });
  run();
  await Promise.resolve();
  observer.disconnect();
  return seen;
}

describe('issue 25: painting the page in the scheme it already has writes nothing', () => {
  afterEach(() => {
    applyColorScheme('light');
    document.documentElement.removeAttribute('style');
  });

  it('light on a page the server painted light: no attribute written (no restyle of the whole page at start-up)', async () => {
    document.documentElement.removeAttribute('style');
    document.body.removeAttribute('theme-mode');
    expect(await writes(() => applyColorScheme('light'))).toEqual([]);
  });

  it('dark twice: written once; back to light: the body and the root change', async () => {
    expect(await writes(() => applyColorScheme('dark'))).toEqual(['body.theme-mode', 'html.style']);
    expect(await writes(() => applyColorScheme('dark'))).toEqual([]);
    expect(document.body.getAttribute('theme-mode')).toBe('dark');
    expect(await writes(() => applyColorScheme('light'))).toEqual(['body.theme-mode', 'html.style']);
    expect(document.body.hasAttribute('theme-mode')).toBe(false);
    expect(document.documentElement.style.colorScheme).toBe('light');
  });
});
