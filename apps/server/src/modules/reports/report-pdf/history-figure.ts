import { ACCENT, INK, MARGIN, MUTED, ensureRoom, type Doc, type Struct } from '../../pdf/tagged-pdf.ts';
import type { HistoryFigure } from './report-content.ts';

const HEIGHT = 110;
const WIDTH = 300;
const LEFT = 30;

/**
 * The history chart as vector lines: a Figure whose text alternative names the chart and reads
 * its points; the axis labels are part of the figure (its alt says them).
 */
export function drawHistoryChart(doc: Doc, parent: Struct, figure: HistoryFigure): void {
  ensureRoom(doc, HEIGHT + 30);
  const top = doc.y + 6;
  const values = figure.points.map((p) => p.value);
  const max = figure.measure === 'percentile' ? 100 : Math.max(...values, 1) * 1.1;
  const x = (i: number) =>
    MARGIN + LEFT + (figure.points.length === 1 ? WIDTH / 2 : (i * WIDTH) / (figure.points.length - 1));
  const y = (value: number) => top + HEIGHT - (value / max) * HEIGHT;
  parent.add(
    doc.struct('Figure', { alt: figure.alt }, () => {
      doc.save();
      doc.lineWidth(0.5).strokeColor('#d1d5db');
      for (const tick of [0, 0.5, 1]) {
        doc.moveTo(MARGIN + LEFT, y(tick * max)).lineTo(MARGIN + LEFT + WIDTH, y(tick * max)).stroke();
        doc
          .font('regular')
          .fontSize(7)
          .fillColor(MUTED)
          .text(String(Math.round(tick * max)), MARGIN, y(tick * max) - 3, { width: LEFT - 4, align: 'right' });
      }
      doc.lineWidth(1.5).strokeColor(ACCENT);
      figure.points.forEach((p, i) => {
        if (i === 0) doc.moveTo(x(i), y(p.value));
        else doc.lineTo(x(i), y(p.value));
      });
      if (figure.points.length > 1) doc.stroke();
      figure.points.forEach((p, i) => {
        doc.circle(x(i), y(p.value), p.current ? 4 : 3).fill(p.current ? INK : ACCENT);
        doc
          .font('regular')
          .fontSize(7)
          .fillColor(MUTED)
          .text(p.date, x(i) - 30, top + HEIGHT + 4, { width: 60, align: 'center' });
      });
      doc.restore();
    }),
  );
  doc.x = MARGIN;
  doc.y = top + HEIGHT + 18;
}
