import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { renderWithProviders } from '../../../testing/render.tsx';
import { useFeatureTranslation } from '../../../i18n/feature-messages.ts';
import { administrationsMessages } from '../i18n/messages.ts';
import { DateRangeField } from './date-range-field.tsx';

function Harness({ language }: { language: string }) {
  const { t, ready } = useFeatureTranslation(administrationsMessages);
  const { i18n } = useTranslation();
  if (!ready) return <p>{i18n.t('common.loading')}</p>;
  return (
    <DateRangeField
      id="dates"
      value={['2026-11-20', '2027-01-31']}
      onChange={() => {}}
      language={language}
      t={t}
    />
  );
}

describe('DateRangeField', () => {
  it('shows the chosen dates in the long form of the language, not the format code', async () => {
    renderWithProviders(<Harness language="en-US" />);
    expect(await screen.findByText('November 20, 2026 – January 31, 2027')).toBeInTheDocument();
    expect(screen.queryByText(/LL/)).not.toBeInTheDocument();
  });

  it('in British English', async () => {
    renderWithProviders(<Harness language="en-GB" />);
    expect(await screen.findByText('20 November 2026 – 31 January 2027')).toBeInTheDocument();
  });
});
