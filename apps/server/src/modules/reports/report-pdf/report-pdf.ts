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
} from '../../pdf/tagged-pdf.ts';
import { drawHistoryChart } from './history-figure.ts';
import type { ReportContent, TaskPart } from './report-content.ts';

/**
 * The individual score report as a tagged PDF (ADR 037): a structure tree of headings,
 * paragraphs, lists, tables and a figure per score history with its text alternative; the
 * document's language and title; the header strip an artifact. Built on the server with pdfkit,
 * like the parent letter, from the same data as the JSON report.
 */

const BODY = 10;
const GAP = 5;

/** The accent strip at the top of the first page: decoration only. */
function drawHeader(doc: Doc): void {
  doc.markContent('Artifact', { type: 'Layout' });
  doc.save();
  doc.rect(MARGIN, MARGIN - 18, contentWidth(doc), 6).fill(ACCENT);
  doc.restore();
  doc.endMarkedContent();
}

/** A table (Table, TR, TH, TD) with the columns spread over the page; a row stays on one page. */
function table(doc: Doc, parent: Struct, header: string[] | null, rows: string[][]): void {
  const width = contentWidth(doc);
  const columns = Math.max(header?.length ?? 0, rows[0]?.length ?? 0);
  const cell = width / columns;
  const node = doc.struct('Table');
  parent.add(node);
  const drawRow = (cells: string[], head: boolean) => {
    const height = Math.max(...cells.map((c) => heightOf(doc, c, BODY - 1, head, cell - 6)));
    ensureRoom(doc, height + 2);
    const y = doc.y;
    const row = doc.struct('TR');
    node.add(row);
    cells.forEach((text, i) => {
      row.add(
        doc.struct(head || i === 0 ? 'TH' : 'TD', {}, () => {
          doc
            .font(head ? 'bold' : 'regular')
            .fontSize(BODY - 1)
            .fillColor(INK)
            .text(text, MARGIN + i * cell, y, { width: cell - 6 });
        }),
      );
    });
    row.end();
    doc.x = MARGIN;
    doc.y = y + height + 2;
  };
  if (header) drawRow(header, true);
  for (const cells of rows) drawRow(cells, false);
  node.end();
  doc.y += GAP;
}

function drawTask(doc: Doc, parent: Struct, task: TaskPart): void {
  const sect = doc.struct('Sect');
  parent.add(sect);
  doc.y += GAP;
  paragraph(doc, sect, task.name, BODY * 1.3, { bold: true, colour: ACCENT, type: 'H3' });
  paragraph(doc, sect, task.tags, BODY, { bold: true });
  if (task.completedOn) paragraph(doc, sect, task.completedOn, BODY, { colour: MUTED });
  if (task.unreliable) {
    const { message, flagsIntro, flags } = task.unreliable;
    paragraph(doc, sect, flagsIntro ? `${message} ${flagsIntro}:` : message, BODY);
    if (flags.length > 0) bulletList(doc, sect, flags, BODY);
  }
  if (task.noScore) paragraph(doc, sect, task.noScore, BODY);
  doc.y += GAP;
  for (const part of [task.scores, ...task.subscores]) {
    if (!part || part.rows.length === 0) continue;
    paragraph(doc, sect, part.heading, BODY, { bold: true, type: 'H4' });
    table(
      doc,
      sect,
      null,
      part.rows.map((r) => [r.label, r.value]),
    );
  }
  if (task.workOn.length > 0) bulletList(doc, sect, task.workOn.map((r) => `${r.label}: ${r.value}`), BODY);
  for (const note of task.notes) paragraph(doc, sect, note, BODY, { colour: MUTED });
  if (task.history) {
    doc.y += GAP;
    paragraph(doc, sect, task.history.heading, BODY, { bold: true, type: 'H4' });
    drawHistoryChart(doc, sect, task.history);
    table(doc, sect, task.history.columns, task.history.rows);
  }
  sect.end();
}

function drawReport(doc: Doc, root: Struct, content: ReportContent): void {
  drawHeader(doc);
  const part = doc.struct('Art', { lang: content.locale });
  root.add(part);
  paragraph(doc, part, content.title, BODY * 1.9, { bold: true, type: 'H1' });
  paragraph(doc, part, content.studentName, BODY * 1.4, { bold: true });
  doc.y += GAP;
  bulletList(doc, part, content.details.map((d) => `${d.label}: ${d.value}`), BODY);
  doc.y += GAP;
  if (content.stillWorking) {
    paragraph(doc, part, content.stillWorking, BODY * 1.3, { bold: true, type: 'H2' });
  } else {
    paragraph(doc, part, content.summary.heading, BODY * 1.5, { bold: true, type: 'H2' });
    paragraph(doc, part, content.summary.included, BODY);
    bulletList(doc, part, content.summary.tasks, BODY);
    if (content.summary.notCompleted) paragraph(doc, part, content.summary.notCompleted, BODY);
    doc.y += GAP;
    ensureRoom(doc, BODY * 6);
    paragraph(doc, part, content.resultsHeading, BODY * 1.5, { bold: true, type: 'H2' });
    for (const task of content.tasks) drawTask(doc, part, task);
  }
  part.end();
}

/** The report's PDF: its language's paper, title 'Individual Score Report: Maya Johnson'. */
export async function renderReportPdf(content: ReportContent): Promise<Buffer> {
  const doc = newDocument(content.locale, `${content.title}: ${content.studentName}`);
  return pdfBytes(doc, () => {
    const root = doc.struct('Document');
    doc.addStructure(root);
    doc.addPage({ size: PAPER[content.locale], margin: MARGIN });
    drawReport(doc, root, content);
    root.end();
  });
}
