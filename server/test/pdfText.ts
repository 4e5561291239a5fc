import { inflateSync } from 'node:zlib';

/**
 * The text runs of a PDF written by pdfkit, in drawing order, one string per `TJ`: each stream is
 * inflated, the font's ToUnicode map (`beginbfrange`, as pdfkit writes it) read, and the glyph codes
 * of every `TJ` array mapped back to characters. Enough for the server's own PDFs, not a PDF reader.
 */
export function pdfTextRuns(pdf: Buffer): string[] {
  const streams: string[] = [];
  const binary = pdf.toString('latin1');
  const marker = /(?<!end)stream\r?\n/g;
  for (let match = marker.exec(binary); match; match = marker.exec(binary)) {
    const start = match.index + match[0].length;
    const end = binary.indexOf('endstream', start);
    if (end < 0) break;
    const bytes = pdf.subarray(start, end);
    try {
      streams.push(inflateSync(bytes).toString('latin1'));
    } catch {
      streams.push(bytes.toString('latin1'));
    }
    marker.lastIndex = end;
  }
  const glyphs = new Map<number, string>();
  for (const cmap of streams.filter((stream) => stream.includes('beginbfrange'))) {
    for (const range of cmap.matchAll(/<([0-9a-f]{4})> <([0-9a-f]{4})> \[([^\]]*)\]/gi)) {
      const first = Number.parseInt(range[1] ?? '0', 16);
      [...(range[3] ?? '').matchAll(/<([0-9a-f ]+)>/gi)].forEach((unit, index) => {
        const codes = (unit[1] ?? '').split(' ').map((hex) => Number.parseInt(hex, 16));
        glyphs.set(first + index, String.fromCharCode(...codes));
      });
    }
  }
  const runs: string[] = [];
  for (const content of streams.filter((stream) => stream.includes(' TJ'))) {
    for (const array of content.matchAll(/\[([^\]]*)\] TJ/g)) {
      const hex = [...(array[1] ?? '').matchAll(/<([0-9a-f]*)>/gi)].map((part) => part[1] ?? '').join('');
      runs.push((hex.match(/.{4}/g) ?? []).map((code) => glyphs.get(Number.parseInt(code, 16)) ?? '?').join(''));
    }
  }
  return runs;
}
