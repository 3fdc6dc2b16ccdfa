import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render.tsx';
import { asSuperAdmin } from '../../testing/sessions.ts';
import { ManageTasksScreen } from './manage-tasks-screen.tsx';
import { fill, quiz, sentBody, serveCatalogue } from './test-fixtures.ts';

describe('manage tasks: tasks tab', () => {
  it('lists registered tasks first and all tasks when the filter is off', async () => {
    asSuperAdmin();
    serveCatalogue();
    const { user } = await renderWithProviders(<ManageTasksScreen />);
    expect(await screen.findByRole('heading', { name: 'Manage Tasks' })).toBeInTheDocument();
    expect(await screen.findByText('ROAR - Word')).toBeInTheDocument();
    expect(screen.queryByText('Partner quiz')).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Registered only' }));
    expect(await screen.findByText('Partner quiz')).toBeInTheDocument();
    await fill(user, screen.getByRole('searchbox', { name: 'Search tasks' }), 'phon');
    expect(screen.getByText('ROAR - Phoneme')).toBeInTheDocument();
    expect(screen.queryByText('ROAR - Word')).not.toBeInTheDocument();
  });

  it('creates an external task, asking for an https address first', async () => {
    asSuperAdmin();
    const fetchMock = serveCatalogue((url, init) =>
      url.pathname === '/api/admin/tasks' && init.method === 'POST'
        ? { status: 201, body: quiz }
        : undefined,
    );
    const { user } = await renderWithProviders(<ManageTasksScreen />);
    await user.click(await screen.findByRole('button', { name: 'Create task' }));
    expect(screen.getByRole('heading', { name: 'Create a task' })).toHaveFocus();
    await fill(user, screen.getByRole('textbox', { name: /Task ID/ }), 'partner-quiz');
    await fill(user, screen.getByRole('textbox', { name: /Task name/ }), 'Partner quiz');
    expect(screen.getByRole('radio', { name: 'External task (hosted elsewhere)' })).toBeChecked();
    const url = screen.getByRole('textbox', { name: /Task URL/ });
    await fill(user, url, 'http://quiz.example.org/start');
    await user.click(screen.getByRole('button', { name: 'Create task' }));
    expect(await screen.findByText('Use an https:// address.')).toBeInTheDocument();
    await user.clear(url);
    await fill(user, url, 'https://quiz.example.org/start');
    await user.click(screen.getByRole('button', { name: 'Create task' }));
    expect(await screen.findByRole('button', { name: 'Create task' })).toBeInTheDocument();
    expect(sentBody(fetchMock, 'POST', '/api/admin/tasks')).toMatchObject({
      id: 'partner-quiz',
      name: 'Partner quiz',
      externalUrl: 'https://quiz.example.org/start',
      registered: false,
    });
  });

  it('explains that an internal task must be one of our games', async () => {
    asSuperAdmin();
    serveCatalogue((url, init) =>
      url.pathname === '/api/admin/tasks' && init.method === 'POST'
        ? { status: 400, body: { error: { code: 'unknown_internal_task', message: 'x' } } }
        : undefined,
    );
    const { user } = await renderWithProviders(<ManageTasksScreen />);
    await user.click(await screen.findByRole('button', { name: 'Create task' }));
    await fill(user, screen.getByRole('textbox', { name: /Task ID/ }), 'my-game');
    await fill(user, screen.getByRole('textbox', { name: /Task name/ }), 'Mine');
    await user.click(screen.getByRole('radio', { name: 'One of our games' }));
    expect(screen.queryByRole('textbox', { name: /Task URL/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create task' }));
    expect(await screen.findByText(/There is no game of ours with this ID/)).toBeInTheDocument();
  });

  it('edits a task and speaks Spanish', async () => {
    asSuperAdmin();
    const fetchMock = serveCatalogue((url, init) =>
      url.pathname === '/api/admin/tasks/swr' && init.method === 'PATCH'
        ? { body: quiz }
        : undefined,
    );
    const { user } = await renderWithProviders(<ManageTasksScreen />, { locale: 'es-ES' });
    expect(await screen.findByRole('heading', { name: 'Gestionar tareas' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Editar ROAR - Word' }));
    const form = screen.getByRole('heading', { name: 'Actualizar la tarea swr' }).closest('form')!;
    const name = within(form).getByRole('textbox', { name: /Nombre de la tarea/ });
    await user.clear(name);
    await fill(user, name, 'Word');
    await user.click(within(form).getByRole('button', { name: 'Actualizar tarea' }));
    await screen.findByRole('button', { name: 'Crear tarea' });
    expect(sentBody(fetchMock, 'PATCH', '/api/admin/tasks/swr')).toMatchObject({ name: 'Word' });
  });
});
