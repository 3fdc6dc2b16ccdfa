import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/render.tsx';
import { asSuperAdmin } from '../../../testing/sessions.ts';
import { ManageTasksScreen } from '../manage-tasks-screen.tsx';
import { bundle, fill, sentBody, serveCatalogue } from '../test-fixtures.ts';

describe('manage tasks: bundles', () => {
  it('builds an ordered bundle with the keyboard, one variant per task', async () => {
    asSuperAdmin();
    const fetchMock = serveCatalogue((url, init) =>
      url.pathname === '/api/admin/task-bundles' && init.method === 'POST'
        ? { status: 201, body: bundle }
        : undefined,
    );
    const { user } = await renderWithProviders(<ManageTasksScreen />);
    await user.click(await screen.findByRole('tab', { name: 'Bundles' }));
    expect(await screen.findByText('Reading core')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create bundle' }));
    await fill(user, screen.getByRole('textbox', { name: /Bundle name/ }), 'Early reading');

    const picker = screen.getByRole('combobox', { name: /Variant to add/ });
    await user.selectOptions(picker, 'v-swr');
    await user.click(screen.getByRole('button', { name: 'Add variant' }));
    // The Word task is in: its variants are no longer offered.
    expect(within(picker).queryByRole('option', { name: 'ROAR - Word (default)' })).toBeNull();
    await user.selectOptions(picker, 'v-pa');
    await user.click(screen.getByRole('button', { name: 'Add variant' }));

    const list = screen.getByRole('list', { name: 'Variants in this bundle, in order' });
    const items = () =>
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    expect(items()[0]).toContain('1. ROAR - Word (default)');
    const up = screen.getByRole('button', { name: 'Move ROAR - Phoneme (default) up' });
    up.focus();
    await user.keyboard('{Enter}');
    expect(items()[0]).toContain('1. ROAR - Phoneme (default)');
    // Its up button is disabled now, so focus moved to its down button.
    expect(
      screen.getByRole('button', { name: 'Move ROAR - Phoneme (default) down' }),
    ).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Create bundle' }));
    await screen.findByRole('button', { name: 'Create bundle' });
    expect(sentBody(fetchMock, 'POST', '/api/admin/task-bundles')).toEqual({
      name: 'Early reading',
      description: null,
      variantIds: ['v-pa', 'v-swr'],
    });
  });

  it('asks for at least one variant and shows a taken name', async () => {
    asSuperAdmin();
    serveCatalogue((url, init) =>
      url.pathname === '/api/admin/task-bundles' && init.method === 'POST'
        ? {
            status: 409,
            body: {
              error: {
                code: 'bundle_name_taken',
                message: 'x',
                fields: { name: 'bundle_name_taken' },
              },
            },
          }
        : undefined,
    );
    const { user } = await renderWithProviders(<ManageTasksScreen />);
    await user.click(await screen.findByRole('tab', { name: 'Bundles' }));
    await user.click(await screen.findByRole('button', { name: 'Create bundle' }));
    await fill(user, screen.getByRole('textbox', { name: /Bundle name/ }), 'Reading core');
    await user.click(screen.getByRole('button', { name: 'Create bundle' }));
    expect(await screen.findByText('Choose at least one variant.')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: /Variant to add/ }), 'v-pa');
    await user.click(screen.getByRole('button', { name: 'Add variant' }));
    await user.click(screen.getByRole('button', { name: 'Create bundle' }));
    expect(await screen.findByText('A bundle with this name exists already.')).toBeInTheDocument();
  });
});
