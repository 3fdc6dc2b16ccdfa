import { describe, expect, it } from 'vitest';
import { attachmentHeader, csvCell, csvLine, csvStream } from './csv.ts';

describe('csv', () => {
  it('neutralises cells a spreadsheet would run as formulas', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    for (const start of ['+', '-', '@', '\t', '\r']) expect(csvCell(`${start}1`)).toMatch(/^"?'/);
    expect(csvCell('Ana')).toBe('Ana');
  });

  it('quotes commas, quotes and line breaks, and joins lists', () => {
    expect(csvLine(['a,b', 'say "hi"', 'two\nlines', null, ['x', 'y'], 3])).toBe(
      '"a,b","say ""hi""","two\nlines",,x; y,3\r\n',
    );
  });

  it('streams a header and rows with a byte-order mark', async () => {
    async function* rows() {
      yield ['1', 'Ana'];
      yield ['2', '@evil'];
    }
    let text = '';
    for await (const chunk of csvStream(['Id', 'Name'], rows())) text += chunk.toString();
    expect(text).toBe("\uFEFFId,Name\r\n1,Ana\r\n2,'@evil\r\n");
  });

  it('builds a header-safe download name', () => {
    expect(attachmentHeader('a "b".csv')).toBe('attachment; filename="a--b-.csv"');
  });
});
