import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { renderWithProviders } from '../../../testing/render.tsx';
import { useFeatureTranslation } from '../../../i18n/feature-messages.ts';
import type { SelectedAssessment } from '../form/form-values.ts';
import { administrationsMessages } from '../i18n/messages.ts';
import { SelectedAssessments } from './selected-assessments.tsx';

const item = (id: string, taskName: string): SelectedAssessment => ({
  variantId: id,
  variantName: 'default',
  taskId: id,
  taskName,
  conditions: null,
});

function Harness() {
  const { t, ready } = useFeatureTranslation(administrationsMessages);
  const { i18n } = useTranslation();
  const [selected, setSelected] = useState([
    item('a', 'Alpha'),
    item('b', 'Beta'),
    item('c', 'Gamma'),
  ]);
  if (!ready) return <p>{i18n.t('common.loading')}</p>;
  return <SelectedAssessments selected={selected} onChange={setSelected} t={t} />;
}

const order = () =>
  within(screen.getByRole('list', { name: 'Selected assessments, in order' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent?.match(/(Alpha|Beta|Gamma)/)?.[0]);

describe('selected assessments', () => {
  it('reorders with the keyboard and keeps focus on the moved item', async () => {
    const { user } = await renderWithProviders(<Harness />);
    const down = await screen.findByRole('button', { name: 'Move Alpha: default down' });
    expect(screen.getByRole('button', { name: 'Move Alpha: default up' })).toBeDisabled();
    down.focus();
    await user.keyboard('{Enter}');
    expect(order()).toEqual(['Beta', 'Alpha', 'Gamma']);
    expect(screen.getByRole('button', { name: 'Move Alpha: default down' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(order()).toEqual(['Beta', 'Gamma', 'Alpha']);
    // At the end of the list, focus moves to the button that still works.
    expect(screen.getByRole('button', { name: 'Move Alpha: default up' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Remove Gamma: default' }));
    expect(order()).toEqual(['Beta', 'Alpha']);
    await user.click(screen.getByRole('button', { name: 'Clear selected' }));
    expect(screen.getByText('No assessments selected yet.')).toBeInTheDocument();
  });
});
