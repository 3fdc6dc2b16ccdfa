import { readFile } from 'node:fs/promises';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text of a PDF file, page after page, as a PDF reader extracts it (pdf.js): proves an export
 * is real text, not a picture of it.
 */
export async function pdfText(path: string): Promise<string> {
  const data = new Uint8Array(await readFile(path));
  const document = await getDocument({
    data,
    isEvalSupported: false,
    // Text extraction needs no glyph data; errors only, no font warnings.
    verbosity: 0,
  }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= document.numPages; n += 1) {
    const content = await (await document.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await document.destroy();
  return pages.join('\n');
}
