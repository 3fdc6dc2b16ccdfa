import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { Locale } from '@roar/contracts';

/**
 * What the server's tagged PDFs share (the parent letter, the individual score report): a pdfkit
 * document with a structure tree, the document's language and title, Atkinson Hyperlegible
 * (SIL Open Font License 1.1, from @fontsource/atkinson-hyperlegible) embedded as 'regular' and
 * 'bold', and the blocks drawn the same way (a paragraph never breaks across pages).
 */

export type Doc = PDFKit.PDFDocument;
export type Struct = PDFKit.PDFStructureElement;

const require = createRequire(import.meta.url);
const fontFile = (weight: 400 | 700) =>
  readFileSync(
    require.resolve(
      `@fontsource/atkinson-hyperlegible/files/atkinson-hyperlegible-latin-${weight}-normal.woff`,
    ),
  );
let fonts: { regular: Buffer; bold: Buffer } | undefined;
const loadFonts = () => (fonts ??= { regular: fontFile(400), bold: fontFile(700) });

/** US Letter where schools print on it (the United States, Latin America), else A4. */
export const PAPER: Record<Locale, 'LETTER' | 'A4'> = {
  'en-US': 'LETTER',
  'en-GB': 'A4',
  'es-ES': 'A4',
  'es-CO': 'LETTER',
};

export const MARGIN = 36;
export const INK = '#1f2328';
export const MUTED = '#4a5057';
export const ACCENT = '#1c5d99';

export function contentWidth(doc: Doc): number {
  return doc.page.width - 2 * MARGIN;
}

/** A tagged document in `locale`'s language and paper, titled `title`, with the fonts loaded. */
export function newDocument(locale: Locale, title: string): Doc {
  const { regular, bold } = loadFonts();
  const doc = new PDFDocument({
    size: PAPER[locale],
    margin: MARGIN,
    autoFirstPage: false,
    pdfVersion: '1.7',
    tagged: true,
    lang: locale,
    displayTitle: true,
    info: { Title: title, Creator: 'ROAR' },
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  return doc;
}

/** The document's bytes once `draw` has drawn it and it is ended. */
export async function pdfBytes(doc: Doc, draw: () => Promise<void> | void): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    doc.on('end', () => resolve());
    doc.on('error', reject);
  });
  await draw();
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

/**
 * Starts a new page when a block of this height does not fit under `doc.y`: a block never
 * breaks across pages, and what follows it is placed from where it really is.
 */
export function ensureRoom(doc: Doc, height: number): void {
  if (doc.y + height > doc.page.height - MARGIN)
    doc.addPage({ size: [doc.page.width, doc.page.height], margin: MARGIN });
}

export function heightOf(
  doc: Doc,
  text: string,
  size: number,
  bold: boolean,
  width: number,
): number {
  return doc
    .font(bold ? 'bold' : 'regular')
    .fontSize(size)
    .heightOfString(text, { width });
}

/** A block of text as one structure element (P unless told: H1, H2, H3...). */
export function paragraph(
  doc: Doc,
  parent: Struct,
  text: string,
  size: number,
  options: { bold?: boolean; colour?: string; type?: string } = {},
): void {
  const bold = options.bold ?? false;
  ensureRoom(doc, heightOf(doc, text, size, bold, contentWidth(doc)));
  parent.add(
    doc.struct(options.type ?? 'P', {}, () => {
      doc
        .font(bold ? 'bold' : 'regular')
        .fontSize(size)
        .fillColor(options.colour ?? INK);
      doc.text(text, MARGIN, doc.y, { width: contentWidth(doc) });
    }),
  );
}

/** A bulleted list (L, LI, Lbl, LBody), each item kept on one page. */
export function bulletList(doc: Doc, parent: Struct, items: readonly string[], size: number): void {
  const width = contentWidth(doc);
  const list = doc.struct('L');
  parent.add(list);
  for (const text of items) {
    ensureRoom(doc, heightOf(doc, text, size, false, width - 14));
    const item = doc.struct('LI');
    list.add(item);
    const y = doc.y;
    item.add(
      doc.struct('Lbl', {}, () => {
        doc
          .font('bold')
          .fontSize(size)
          .fillColor(ACCENT)
          .text('•', MARGIN + 2, y, { width: 10 });
      }),
    );
    item.add(
      doc.struct('LBody', {}, () => {
        doc
          .font('regular')
          .fontSize(size)
          .fillColor(INK)
          .text(text, MARGIN + 14, y, { width: width - 14 });
      }),
    );
    item.end();
  }
  list.end();
}
