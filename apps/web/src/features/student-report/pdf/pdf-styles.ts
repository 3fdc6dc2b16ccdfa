import { StyleSheet } from '@react-pdf/renderer';

// Helvetica is one of the PDF standard fonts: nothing to download, and its WinAnsi glyphs cover
// English and Spanish (á é í ó ú ü ñ ¿ ¡ º « »).
const BOLD = 'Helvetica-Bold';

export const styles = StyleSheet.create({
  page: { padding: 40, paddingBottom: 56, fontFamily: 'Helvetica', fontSize: 10, lineHeight: 1.4 },
  h1: { fontFamily: BOLD, fontSize: 20, marginBottom: 4 },
  name: { fontFamily: BOLD, fontSize: 14, marginBottom: 8 },
  h2: { fontFamily: BOLD, fontSize: 13, marginTop: 14, marginBottom: 4 },
  h3: { fontFamily: BOLD, fontSize: 11, marginTop: 8, marginBottom: 2 },
  bold: { fontFamily: BOLD },
  details: { marginBottom: 8, gap: 2 },
  paragraph: { marginBottom: 4 },
  muted: { color: '#4b5563', marginBottom: 4 },
  task: { marginTop: 6, paddingTop: 6, borderTop: '1pt solid #d1d5db' },
  tags: { flexDirection: 'row', flexWrap: 'wrap', gap: 6, marginBottom: 4 },
  tag: { paddingVertical: 2 },
  level: { paddingVertical: 2, paddingHorizontal: 6, borderRadius: 3 },
  warning: { backgroundColor: '#fee2e2', color: '#7f1d1d', padding: 6, marginBottom: 6 },
  table: { marginTop: 4, marginBottom: 6, maxWidth: 400 },
  tableHeading: { fontFamily: BOLD, marginBottom: 2 },
  row: { flexDirection: 'row', borderBottom: '0.5pt solid #e5e7eb', paddingVertical: 2 },
  cellLabel: { width: '55%' },
  cellValue: { width: '45%' },
  link: { color: '#1d4ed8' },
  chart: { width: 480, height: 192, marginVertical: 4 },
  historyTable: { marginTop: 4, marginBottom: 6 },
  historyCell: { paddingRight: 4 },
  footer: { position: 'absolute', bottom: 24, left: 40, right: 40, fontSize: 8, color: '#4b5563' },
});
