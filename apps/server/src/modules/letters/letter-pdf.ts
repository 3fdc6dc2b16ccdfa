import { NORMED_SUPPORT_LEVELS, type LetterSection, type ParentLetter } from '@roar/contracts';
import {
  ACCENT,
  INK,
  MARGIN,
  MUTED,
  PAPER,
  bulletList,
  contentWidth,
  ensureRoom,
  heightOf,
  newDocument,
  paragraph,
  pdfBytes,
  type Doc,
  type Struct,
} from '../pdf/tagged-pdf.ts';

/**
 * The parent letter as a tagged PDF (PDF/UA structure: headings, paragraphs, lists, a figure with
 * its text alternative, decoration marked as artifacts; document language and title), one page
 * per letter (docs/product/parent-letter.md). The font is Atkinson Hyperlegible (SIL Open Font
 * License 1.1, from @fontsource/atkinson-hyperlegible), embedded; the Latin subset covers the
 * letters of English and Spanish. Text shrinks until a letter fits its page (tried on a scratch
 * document: pdfkit's own line breaking decides).
 */

/**
 * Band segment colours: the reports' chart colour of a level for the child's segment, its badge
 * background for the others (apps/web/src/lib/score-display.ts).
 */
const LEVEL_COLOURS: Record<
  (typeof NORMED_SUPPORT_LEVELS)[number],
  { solid: string; tint: string }
> = {
  'needs-extra-support': { solid: '#c93d82', tint: '#f9c5dd' },
  developing: { solid: '#e0b100', tint: '#fbe7a1' },
  achieved: { solid: '#2f8a3b', tint: '#bfe5c0' },
};
const BAND_WIDTH = 165;
const BAND_HEIGHT = 12;

/**
 * Font sizes tried, largest first, until the letter fits its page. Below the last one a letter
 * would be hard to read: one with many games (five and more) goes on to a second page at
 * `OVERFLOW_SIZE` instead.
 */
const BODY_SIZES = [10.5, 10, 9.5, 9, 8.5, 8];
const OVERFLOW_SIZE = 9;

interface Layout {
  body: number;
  /** Space between blocks, proportional to the body size. */
  gap: number;
}

const layoutFor = (body: number): Layout => ({ body, gap: body * 0.45 });

const headerHeight = (l: Layout) => 26 + l.gap;

/** A coloured strip with a small open-book mark: decoration only (an artifact). */
function drawHeader(doc: Doc, l: Layout): void {
  doc.markContent('Artifact', { type: 'Layout' });
  const top = MARGIN - 18;
  doc.save();
  doc.rect(MARGIN, top, contentWidth(doc), 6).fill(ACCENT);
  // An open book: two pages meeting at the spine.
  const x = MARGIN;
  const y = top + 12;
  doc
    .moveTo(x, y + 2)
    .lineTo(x + 9, y + 4)
    .lineTo(x + 9, y + 16)
    .lineTo(x, y + 14)
    .closePath()
    .fill(ACCENT);
  doc
    .moveTo(x + 11, y + 4)
    .lineTo(x + 20, y + 2)
    .lineTo(x + 20, y + 14)
    .lineTo(x + 11, y + 16)
    .closePath()
    .fill(ACCENT);
  doc.restore();
  doc.endMarkedContent();
  doc.y = top + headerHeight(l);
}

/** The three-segment band with the child's segment solid and marked, labels under it. */
function drawBand(doc: Doc, section: LetterSection, x: number, y: number, l: Layout): void {
  const segment = BAND_WIDTH / NORMED_SUPPORT_LEVELS.length;
  NORMED_SUPPORT_LEVELS.forEach((level, i) => {
    const colours = LEVEL_COLOURS[level];
    const current = level === section.level;
    doc.save();
    doc
      .rect(x + i * segment, y, segment - 2, BAND_HEIGHT)
      .fill(current ? colours.solid : colours.tint);
    if (current) {
      // A marker above the child's segment, so the level does not rest on colour alone.
      const mid = x + i * segment + segment / 2;
      doc
        .moveTo(mid - 5, y - 7)
        .lineTo(mid + 5, y - 7)
        .lineTo(mid, y - 1)
        .closePath()
        .fill(INK);
    }
    doc.restore();
    doc
      .font(current ? 'bold' : 'regular')
      .fontSize(l.body * 0.72)
      .fillColor(current ? INK : MUTED)
      .text(section.bandLabels[i] ?? '', x + i * segment, y + BAND_HEIGHT + 2, {
        width: segment - 2,
        align: 'center',
      });
  });
}

function drawSection(doc: Doc, root: Struct, section: LetterSection, l: Layout): void {
  const width = contentWidth(doc);
  const sect = doc.struct('Sect');
  root.add(sect);
  doc.y += l.gap;
  paragraph(doc, sect, section.title, l.body * 1.25, { bold: true, colour: ACCENT, type: 'H2' });
  paragraph(doc, sect, section.assessed, l.body);
  doc.y += l.gap / 2;
  const textX = section.level ? MARGIN + BAND_WIDTH + 16 : MARGIN;
  const columnWidth = width - (textX - MARGIN);
  const bandHeight = section.level ? 8 + BAND_HEIGHT + l.body * 2.2 : 0;
  const confidence = `${section.confidence.label} ${section.confidence.text}`;
  const columnHeight =
    heightOf(doc, section.result.join(' '), l.body, false, columnWidth) +
    l.gap / 3 +
    heightOf(doc, confidence, l.body * 0.9, false, columnWidth);
  ensureRoom(doc, Math.max(bandHeight, columnHeight));
  const top = doc.y;
  let bottom = top;
  if (section.level) {
    sect.add(
      doc.struct('Figure', { alt: section.bandAlt }, () =>
        drawBand(doc, section, MARGIN, top + 8, l),
      ),
    );
    bottom = top + 8 + BAND_HEIGHT + l.body * 2.2;
  }
  // The result and how sure it is sit beside the band (under the title when there is none).
  sect.add(
    doc.struct('P', {}, () => {
      doc.font('regular').fontSize(l.body).fillColor(INK);
      doc.text(section.result.join(' '), textX, top, { width: columnWidth });
    }),
  );
  doc.y += l.gap / 3;
  sect.add(
    doc.struct('P', {}, () => {
      doc
        .font('bold')
        .fontSize(l.body * 0.9)
        .fillColor(MUTED);
      doc.text(`${section.confidence.label} `, textX, doc.y, {
        width: columnWidth,
        continued: true,
      });
      doc.font('regular').text(section.confidence.text);
    }),
  );
  doc.y = Math.max(doc.y, bottom) + l.gap / 2;
  for (const line of section.practise) paragraph(doc, sect, line, l.body);
  doc.y += l.gap / 2;
  paragraph(doc, sect, section.activitiesHeading, l.body, { bold: true, type: 'H3' });
  bulletList(doc, sect, section.activities, l.body);
  sect.end();
}

function drawLetter(doc: Doc, root: Struct, letter: ParentLetter, l: Layout): void {
  drawHeader(doc, l);
  const part = doc.struct('Art', { lang: letter.locale });
  root.add(part);
  paragraph(doc, part, letter.heading, l.body * 1.9, { bold: true, type: 'H1' });
  doc.y += l.gap;
  for (const text of [letter.greeting, letter.intro, letter.aboutResults]) {
    paragraph(doc, part, text, l.body);
    doc.y += l.gap;
  }
  for (const section of letter.sections) drawSection(doc, part, section, l);
  doc.y += l.gap;
  if (letter.notFinished) {
    paragraph(doc, part, letter.notFinished, l.body);
    doc.y += l.gap;
  }
  paragraph(doc, part, letter.closing, l.body);
  doc.y += l.gap;
  paragraph(doc, part, letter.signature, l.body, { bold: true });
  doc.y += l.gap;
  paragraph(doc, part, letter.footer, l.body * 0.8, { colour: MUTED });
  part.end();
}

/** Whether the letter fits one page at this layout: drawn once on a scratch document. */
function fitsOnePage(letter: ParentLetter, l: Layout): boolean {
  const scratch = newDocument(letter.locale, letter.title);
  let pages = 0;
  scratch.on('pageAdded', () => {
    pages += 1;
  });
  scratch.addPage({ size: PAPER[letter.locale], margin: MARGIN });
  const root = scratch.struct('Document');
  scratch.addStructure(root);
  drawLetter(scratch, root, letter, l);
  return pages === 1;
}

/**
 * The largest body size at which the letter fits one page (tried from the largest: most letters
 * fit at once, one scratch drawing), else OVERFLOW_SIZE.
 */
function layoutOf(letter: ParentLetter): Layout {
  const size = BODY_SIZES.find((body) => fitsOnePage(letter, layoutFor(body)));
  return layoutFor(size ?? OVERFLOW_SIZE);
}

/**
 * One PDF with a page per letter (in the given order; a long letter may take two). The
 * document's language and title are the first letter's; each letter's part carries its own
 * language, so a class printed in two languages is read aloud right.
 */
export async function renderLettersPdf(
  letters: readonly ParentLetter[],
  options: {
    title?: string;
    /**
     * Called after each letter is drawn (a job reports progress and stays alive). Drawing is
     * synchronous: between letters the event loop gets a turn, so a school's letters never hold
     * up the server's other requests for long.
     */
    onLetter?: (done: number) => Promise<void>;
  } = {},
): Promise<Buffer> {
  const first = letters[0];
  if (!first) throw new Error('no letters to print');
  const doc = newDocument(first.locale, options.title ?? first.title);
  return pdfBytes(doc, async () => {
    const root = doc.struct('Document');
    doc.addStructure(root);
    for (const [index, letter] of letters.entries()) {
      const layout = layoutOf(letter);
      doc.addPage({ size: PAPER[letter.locale], margin: MARGIN });
      drawLetter(doc, root, letter, layout);
      await options.onLetter?.(index + 1);
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    root.end();
  });
}
