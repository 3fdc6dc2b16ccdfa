import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { mockFetch, type MockReply } from '../../testing/fetch-mock.ts';
import { REPORT_API, SURVEY_API, studentReport, studentSurvey } from './testing-fixtures.ts';
import { openReport as open, section } from './testing-screen.tsx';

afterEach(() => vi.restoreAllMocks());

describe('StudentReportScreen: history and PDF export', () => {
  it('draws the history of a task as a chart with a table of the same points', async () => {
    const { user } = await open();
    await user.click(section(/Phoneme Awareness/));
    const chart = await screen.findByRole('img', {
      name: 'Phoneme Awareness: Percentile by completion date',
    });
    const current = chart.querySelector('circle[data-current]');
    expect(current).toHaveAttribute('stroke', '#000000');
    expect(chart.querySelectorAll('circle')).toHaveLength(2);
    const table = screen.getByRole('table', {
      name: 'Phoneme Awareness: scores by completion date',
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Apr 2, 2026Spring screener30Developing skill',
      'Oct 5, 2026Reading Screener (This administration)45Achieved skill',
    ]);
  });

  /** Answers the PDF call with `reply`, the report and the survey as `serve` does. */
  function servePdf(reply: MockReply) {
    const survey = studentSurvey();
    return mockFetch((url) => {
      const path = new URL(url, 'http://localhost').pathname;
      if (path === `${REPORT_API}/report.pdf`) return reply;
      if (path === REPORT_API) return { body: studentReport() };
      if (path === SURVEY_API) return { body: survey };
      return { status: 404, body: { error: { code: 'not_found', message: 'no' } } };
    });
  }

  /** The names and types of the files handed to the browser. */
  function savedFiles() {
    const saved: { name: string; type: string }[] = [];
    let blob: Blob | null = null;
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = (object: Blob) => {
          blob = object;
          return 'blob:report';
        };
        static override revokeObjectURL = () => {};
      },
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ name: this.download, type: blob?.type ?? '' });
    });
    return saved;
  }

  it('downloads the server’s PDF of the report in the screen’s language', async () => {
    const { user } = await open(studentReport(), { locale: 'es-ES' });
    const fetchMock = servePdf({
      body: '%PDF-1.7',
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': 'attachment; filename="score-report-maya-johnson.pdf"',
      },
    });
    const saved = savedFiles();
    await user.click(screen.getByRole('button', { name: 'Exportar a PDF' }));
    await waitFor(() =>
      expect(saved).toEqual([{ name: 'score-report-maya-johnson.pdf', type: 'application/pdf' }]),
    );
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('report.pdf'))!;
    const url = new URL(String(call[0]), 'http://localhost');
    expect(url.searchParams.get('locale')).toBe('es-ES');
    expect(new Headers(call[1]?.headers).get('authorization')).toMatch(/^Bearer /);
    expect(screen.getByRole('button', { name: 'Exportar a PDF' })).not.toHaveAttribute(
      'data-loading',
    );
  });

  it('says so when the PDF cannot be made', async () => {
    const { user } = await open();
    servePdf({ status: 500, body: { error: { code: 'internal', message: 'Internal error' } } });
    const saved = savedFiles();
    await user.click(screen.getByRole('button', { name: 'Export to PDF' }));
    expect(await screen.findByText('The PDF could not be created')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export to PDF' })).toBeEnabled();
    expect(saved).toEqual([]);
  });
});
