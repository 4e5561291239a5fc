import { describe, expect, it } from 'vitest';
import { readPluginManifest } from '../src/plugins/manifest';

function docWith(json: string | null): Document {
  const doc = document.implementation.createHTMLDocument('t');
  if (json !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = 'gr-plugins';
    script.textContent = json;
    doc.head.append(script);
  }
  return doc;
}

describe('reading the enabled plugins the server injected', () => {
  it('returns every manifest entry with its enabled flag', () => {
    const entry = { id: 'live', version: '1.0.0', entry: '/admin/plugins/live/index-A.js', sdk: '^2', hash: 'h', css: [], enabled: false };
    expect(readPluginManifest(docWith(JSON.stringify({ plugins: [entry] })))).toEqual([entry]);
  });

  it('a console without the script, or with a broken one, starts with no plugins', () => {
    expect(readPluginManifest(docWith(null))).toEqual([]);
    const error = console.error;
    console.error = () => {};
    expect(readPluginManifest(docWith('{broken'))).toEqual([]);
    console.error = error;
  });
});
