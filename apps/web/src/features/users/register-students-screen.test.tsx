import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { JobDetail } from '@roar/contracts';
import { mockFetch } from '../../testing/fetch-mock.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { RegisterStudentsScreen } from './register-students-screen.tsx';

const CSV = [
  'username,password,dateOfBirth,grade,firstName,district,school,class',
  'maya,Readers2026,2016-05-04,3,Maya,Demo District,Demo Elementary,Room 1',
  'zoe,short,2016-05-04,14,Zoe,Demo District,Demo Elementary,Room 1',
  'taken,Readers2026,2016-05-04,k,=HYPERLINK("x"),Demo District,Demo Elementary,Room 1',
].join('\n');

describe('RegisterStudentsScreen', () => {
  const JOB_ID = '5f0c1a8e-3b9b-4a53-9a43-0b1f6d2c7e11';
  const job = (over: Partial<JobDetail>): JobDetail => ({
    id: JOB_ID,
    kind: 'roster.import_students',
    state: 'queued',
    params: { fileName: 'roster.csv', rows: 3 },
    progressDone: 0,
    progressTotal: 3,
    result: null,
    error: null,
    attempts: 0,
    createdAt: '2026-11-27T08:00:00.000Z',
    startedAt: null,
    finishedAt: null,
    createdBy: { id: 'u1', name: 'Sam Super' },
    file: null,
    canRetry: false,
    rowErrors: [],
    rowErrorCount: 0,
    ...over,
  });
  const finished = job({
    state: 'completed',
    progressDone: 1,
    progressTotal: 1,
    result: { rows: 3, created: 1, refused: 2 },
    file: { name: 'refused-rows.json', size: 300, expiresAt: '2026-12-04T08:00:00.000Z' },
    rowErrors: [
      { row: 2, errors: [{ field: 'password', code: 'password_too_short' }] },
      { row: 3, errors: [{ field: 'username', code: 'username_taken' }] },
    ],
    rowErrorCount: 2,
  });

  it('uploads, maps, previews with the shared rules, then imports the file as a job and reports it', async () => {
    let polls = 0;
    const fetchMock = mockFetch((url, init) => {
      if (url.startsWith('/api/admin/jobs?')) return { body: { jobs: [], next: null } };
      if (url === '/api/admin/roster/student-imports') return { status: 202, body: job({}) };
      if (url === `/api/admin/jobs/${JOB_ID}`) {
        polls += 1;
        return {
          body:
            polls === 1
              ? job({ state: 'active', result: { phase: 'writing' }, progressTotal: 1 })
              : finished,
        };
      }
      if (url === `/api/admin/jobs/${JOB_ID}/file`) {
        return {
          body: {
            headers: CSV.split('\n')[0]!.split(','),
            rows: [{ row: 3, cells: CSV.split('\n')[3]!.split(','), errors: [] }],
          },
        };
      }
      throw new Error(`unexpected ${init.method ?? 'GET'} ${url}`);
    });
    const { user, container, router } = await renderWithProviders(<RegisterStudentsScreen />);
    expect(await screen.findByRole('heading', { name: 'Register Students' })).toBeInTheDocument();
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File([CSV], 'roster.csv', { type: 'text/csv' }));
    expect(await screen.findByText('3 rows found. The first ones:')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));

    // Columns named like the fields are mapped already, organisations by name.
    expect(screen.getByLabelText('Column for Date of birth')).toHaveValue('dateOfBirth');
    expect(screen.getByLabelText('Column for Class')).toHaveValue('class');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(screen.getByRole('status')).toHaveTextContent('2 of 3 rows ready');
    const zoe = screen.getByTestId('preview-row-2');
    expect(zoe).toHaveTextContent('Not ready');
    expect(zoe).toHaveTextContent('Password: The password needs at least 8 characters.');
    expect(zoe).toHaveTextContent('Grade: The grade must be PK, TK, K or a number from 1 to 13.');

    await user.click(screen.getByRole('button', { name: 'Register 2 students' }));
    // The whole file goes, with its own cells for the report of refused rows.
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    const sent = JSON.parse(String(post[1]!.body));
    expect(sent.rows).toHaveLength(3);
    expect(sent.rows[2]).toEqual(
      expect.objectContaining({ row: 3, username: 'taken', firstName: '=HYPERLINK("x")' }),
    );
    expect(sent.fileName).toBe('roster.csv');
    expect(sent.headers[0]).toBe('username');
    expect(sent.records[1]).toEqual(CSV.split('\n')[2]!.split(','));

    // The job's page: its address can be left and come back to.
    expect(await screen.findByText('1 created, 2 failed')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?job=${JOB_ID}`);
    expect(screen.getByTestId('result-row-3')).toHaveTextContent(
      'Username: This username is already in use.',
    );
    await user.click(screen.getByRole('button', { name: 'Download the failed rows as CSV' }));
    expect(fetchMock.mock.calls.some(([url]) => url === `/api/admin/jobs/${JOB_ID}/file`)).toBe(
      true,
    );
    await user.click(screen.getByRole('button', { name: 'Register more students' }));
    expect(router.state.location.search).toBe('');
  });

  it('maps a column of letter languages, checks its codes and sends them as written', async () => {
    const csv = [
      'username,password,dateOfBirth,grade,school,Letter language',
      'maya,Readers2026,2016-05-04,3,Demo Elementary,es-co',
      'leo,Readers2026,2016-05-04,3,Demo Elementary,',
      'zoe,Readers2026,2016-05-04,3,Demo Elementary,Spanish',
    ].join('\n');
    const fetchMock = mockFetch((url) => {
      if (url.startsWith('/api/admin/jobs?')) return { body: { jobs: [], next: null } };
      if (url === '/api/admin/roster/student-imports') return { status: 202, body: job({}) };
      return { body: job({}) };
    });
    const { user, container } = await renderWithProviders(<RegisterStudentsScreen />);
    await screen.findByRole('heading', { name: 'Register Students' });
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File([csv], 'roster.csv', { type: 'text/csv' }));
    await screen.findByText('3 rows found. The first ones:');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(screen.getByRole('group', { name: 'Letters home' })).toBeInTheDocument();
    expect(screen.getByLabelText('Column for Language for letters home')).toHaveValue(
      'Letter language',
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(screen.getByRole('status')).toHaveTextContent('2 of 3 rows ready');
    expect(screen.getByTestId('preview-row-3')).toHaveTextContent(
      'Language for letters home: Use one of the codes en-US, en-GB, es-ES or es-CO, or leave it empty.',
    );
    await user.click(screen.getByRole('button', { name: 'Register 2 students' }));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    const sent = JSON.parse(String(post[1]!.body));
    expect(sent.rows.map((r: { home_locale?: string }) => r.home_locale)).toEqual([
      'es-co',
      '',
      'Spanish',
    ]);
  });

  it('lists recent imports and opens one, showing its progress while it runs', async () => {
    mockFetch((url) => {
      if (url.startsWith('/api/admin/jobs?')) {
        expect(url).toContain('kind=roster.import_students');
        return { body: { jobs: [job({ state: 'active' })], next: null } };
      }
      if (url === `/api/admin/jobs/${JOB_ID}`) {
        return {
          body: job({ state: 'active', result: { phase: 'writing' }, progressDone: 1 }),
        };
      }
      return { status: 404, body: { error: { code: 'not_found', message: 'x' } } };
    });
    const { user, router } = await renderWithProviders(<RegisterStudentsScreen />);
    await screen.findByRole('heading', { name: 'Recent imports' });
    expect(screen.getByText('Running')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /View the import roster\.csv/ }));
    expect(router.state.location.search).toBe(`?job=${JOB_ID}`);
    expect(await screen.findByRole('status')).toHaveTextContent('Creating students: 1 of 3');
    expect(screen.getByText(/You can leave this page/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel the import' })).toBeInTheDocument();
  });

  it('asks for the required columns before the preview', async () => {
    mockFetch(() => ({ body: {} }));
    const { user, container } = await renderWithProviders(<RegisterStudentsScreen />, {
      locale: 'es-ES',
    });
    await screen.findByRole('heading', { name: 'Registrar estudiantes' });
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['login,clave\nana,x'], 'r.csv', { type: 'text/csv' }));
    await screen.findByText('Se ha encontrado 1 fila:');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Falta elegir: Contraseña, Fecha de nacimiento, Curso',
    );
  });
});
