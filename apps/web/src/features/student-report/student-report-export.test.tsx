import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
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

  it('exports the report as a PDF named after the student', async () => {
    const { user } = await open();
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
    await user.click(screen.getByRole('button', { name: 'Export to PDF' }));
    await waitFor(() =>
      expect(saved).toEqual([{ name: 'score-report-maya-johnson.pdf', type: 'application/pdf' }]),
    );
    expect(screen.getByRole('button', { name: 'Export to PDF' })).not.toHaveAttribute(
      'data-loading',
    );
  });

  it('says so when the PDF cannot be made', async () => {
    const { user } = await open();
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = () => {
          throw new Error('no blobs here');
        };
      },
    );
    await user.click(screen.getByRole('button', { name: 'Export to PDF' }));
    expect(await screen.findByText('The PDF could not be created')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export to PDF' })).toBeEnabled();
  });
});
