import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { ReportCell } from '@roar/contracts';
import { useFeatureTranslation } from '../../../i18n/feature-messages.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { reportsMessages } from '../i18n/messages.ts';
import { ScoreCell } from './score-cell.tsx';

const memory: ReportCell = {
  status: 'completed',
  optional: false,
  rawScore: 14,
  supportLevel: 'raw-score',
  reliable: true,
  engagementFlags: [],
  measures: [
    { part: 'forward', correct: 9, attempted: 12, span: 5 },
    { part: 'angle-60', correct: 3, attempted: 4 },
  ],
};

function Cell({ cell }: { cell: ReportCell }) {
  const { t, ready } = useFeatureTranslation(reportsMessages);
  return ready ? <ScoreCell cell={cell} view="rawScore" t={t} /> : null;
}

describe('ScoreCell', () => {
  it("shows an ability-based score's 90 % band, in words for screen readers", async () => {
    const word: ReportCell = {
      status: 'completed',
      optional: false,
      rawScore: 476,
      rawScoreBand: { low: 451, high: 502 },
      percentile: 34.2,
      percentileBand: { low: 24.6, high: 45.1 },
      supportLevel: 'developing',
      reliable: true,
      engagementFlags: [],
    };
    function Percentile() {
      const { t, ready } = useFeatureTranslation(reportsMessages);
      return ready ? <ScoreCell cell={word} view="percentile" t={t} /> : null;
    }
    const { container } = await renderWithProviders(<Percentile />);
    expect(await screen.findByText('25–45')).toBeInTheDocument();
    expect(screen.getByText(', likely 25 to 45')).toBeInTheDocument();
    expect(container.textContent).toContain('34');
    await renderWithProviders(<Cell cell={word} />);
    expect(await screen.findByText('451–502')).toBeInTheDocument();
    const none = await renderWithProviders(<Cell cell={{ ...word, rawScoreBand: null }} />);
    expect(await within(none.container).findByText('476')).toBeInTheDocument();
    expect(none.container.textContent).not.toContain('–');
  });

  it('marks a score played with an accommodation, in words for screen readers', async () => {
    const cell: ReportCell = { ...memory, measures: null, timeAccommodation: 'extended_1_5' };
    const { container } = await renderWithProviders(<Cell cell={cell} />);
    expect(
      await screen.findByText(
        'Played with an accommodation: Extended time (×1.5). Timed norms do not apply: the raw score is shown.',
      ),
    ).toBeInTheDocument();
    // No tab stop per table cell: the legend under the table explains the clock.
    expect(container.querySelector('[tabindex]')).toBeNull();
  });

  it('marks nothing for a standard run', async () => {
    await renderWithProviders(<Cell cell={{ ...memory, measures: null, timeAccommodation: 'none' }} />);
    expect(await screen.findByText('14')).toBeInTheDocument();
    expect(screen.queryByText(/accommodation/)).toBeNull();
  });

  it("gives a cognition game's results by part, and says it has no norms", async () => {
    await renderWithProviders(<Cell cell={memory} />);
    expect(
      await screen.findByRole('img', {
        name: 'Results by part (no norms): Same order 9 of 12 right; Turned 60° 3 of 4 right',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('14')).toBeInTheDocument();
  });

  it('says it in Spanish', async () => {
    await renderWithProviders(<Cell cell={memory} />, { locale: 'es-ES' });
    expect(
      await screen.findByRole('img', {
        name: 'Resultados por parte (sin normas): Mismo orden 9 de 12 correctas; Girado 60° 3 de 4 correctas',
      }),
    ).toBeInTheDocument();
  });

  it('has no such mark without measures', async () => {
    await renderWithProviders(<Cell cell={{ ...memory, measures: null }} />);
    expect(await screen.findByText('14')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
