import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/render.tsx';
import { asSuperAdmin } from '../../../testing/sessions.ts';
import { ManageTasksScreen } from '../manage-tasks-screen.tsx';
import { fill, pa, quiz, sentBody, serveCatalogue, swr } from '../test-fixtures.ts';

async function openVariants(taskId: string, extra?: Parameters<typeof serveCatalogue>[0]) {
  asSuperAdmin();
  const fetchMock = serveCatalogue(extra);
  const rendered = await renderWithProviders(<ManageTasksScreen />);
  const { user } = rendered;
  await user.click(await screen.findByRole('tab', { name: 'Variants' }));
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Task' }), taskId);
  return { ...rendered, fetchMock };
}

describe('manage tasks: variants', () => {
  it('builds the parameter form from the task’s descriptors and checks ranges', async () => {
    const { user, fetchMock } = await openVariants('swr', (url, init) =>
      url.pathname === '/api/admin/tasks/swr/variants' && init.method === 'POST'
        ? { status: 201, body: swr.variants[0] }
        : undefined,
    );
    expect(screen.getByText('default')).toBeInTheDocument();
    expect(screen.getByText('In use')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create variant' }));
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
    expect(screen.getByRole('checkbox', { name: 'Practice items' })).toBeChecked();
    await fill(user, screen.getByRole('textbox', { name: /Variant name/ }), 'short');
    const trials = screen.getByRole('textbox', { name: 'Number of items' });
    await fill(user, trials, '500');
    await user.click(screen.getByRole('button', { name: 'Create variant' }));
    expect(await screen.findByText('Enter a value from 10 to 200.')).toBeInTheDocument();
    await user.clear(trials);
    await fill(user, trials, '40');
    await user.click(screen.getByRole('checkbox', { name: 'Practice items' }));
    await user.click(screen.getByRole('button', { name: 'Create variant' }));
    await screen.findByRole('button', { name: 'Create variant' });
    expect(sentBody(fetchMock, 'POST', '/api/admin/tasks/swr/variants')).toEqual({
      name: 'short',
      description: null,
      registered: false,
      params: { language: 'en', numTrials: 40, practice: false },
    });
  });

  it('shows the server’s field errors: a taken name and a refused parameter', async () => {
    const { user } = await openVariants('pa', (url, init) =>
      url.pathname === '/api/admin/tasks/pa/variants' && init.method === 'POST'
        ? {
            status: 409,
            body: {
              error: {
                code: 'variant_name_taken',
                message: 'x',
                fields: { name: 'variant_name_taken' },
              },
            },
          }
        : undefined,
    );
    await user.click(screen.getByRole('button', { name: 'Create variant' }));
    const subtests = screen.getByRole('group', { name: 'Subtests' });
    expect(subtests).toBeInTheDocument();
    for (const code of ['FSM', 'LSM', 'DEL'])
      await user.click(screen.getByRole('checkbox', { name: code }));
    await fill(user, screen.getByRole('textbox', { name: /Variant name/ }), 'default');
    await user.click(screen.getByRole('button', { name: 'Create variant' }));
    expect(await screen.findByText('Choose at least one.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'DEL' }));
    await user.click(screen.getByRole('button', { name: 'Create variant' }));
    expect(
      await screen.findByText('This task has a variant with this name already.'),
    ).toBeInTheDocument();
  });

  it('keeps the parameters of a variant in use read-only', async () => {
    const { user } = await openVariants('swr');
    await user.click(screen.getByRole('button', { name: 'Edit variant default' }));
    expect(screen.getByText(/An administration uses this variant/)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Practice items' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /Description/ })).toBeEnabled();
  });

  it('gives external tasks URL parameters', async () => {
    const { user, fetchMock } = await openVariants(quiz.id, (url, init) =>
      url.pathname === '/api/admin/tasks/partner-quiz/variants' && init.method === 'POST'
        ? { status: 201, body: { ...pa.variants[0], taskId: quiz.id, url: 'https://x' } }
        : undefined,
    );
    await user.click(screen.getByRole('switch', { name: 'Registered only' }));
    await user.click(screen.getByRole('button', { name: 'Create variant' }));
    await fill(user, screen.getByRole('textbox', { name: /Variant name/ }), 'grade 3');
    await user.click(screen.getByRole('button', { name: 'Add URL parameter' }));
    await fill(user, screen.getByRole('textbox', { name: 'Parameter 1 name' }), 'grade');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Parameter 1 type' }), 'number');
    await fill(user, screen.getByRole('textbox', { name: 'Parameter 1 value' }), '3');
    await user.click(screen.getByRole('button', { name: 'Create variant' }));
    await screen.findByRole('button', { name: 'Create variant' });
    expect(sentBody(fetchMock, 'POST', '/api/admin/tasks/partner-quiz/variants').params).toEqual({
      grade: 3,
    });
  });
});
