import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
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
  it('uploads, maps, previews with the shared rules, registers and reports each row', async () => {
    const fetchMock = mockFetch((url, init) => {
      expect(url).toBe('/api/admin/roster/students');
      const { rows } = JSON.parse(String(init.body));
      return {
        body: {
          results: rows.map((row: { row: number; username: string }) =>
            row.username === 'taken'
              ? {
                  row: row.row,
                  status: 'failed',
                  errors: [{ field: 'username', code: 'username_taken' }],
                }
              : { row: row.row, status: 'created', userId: `id-${row.row}` },
          ),
        },
      };
    });
    const { user, container } = await renderWithProviders(<RegisterStudentsScreen />);
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
    expect(await screen.findByText('1 created, 2 failed')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const sent = JSON.parse(String(fetchMock.mock.calls[0]![1]!.body));
    expect(sent.rows).toEqual([
      expect.objectContaining({ row: 1, username: 'maya', grade: '3', class: 'Room 1' }),
      expect.objectContaining({ row: 3, username: 'taken', firstName: '=HYPERLINK("x")' }),
    ]);
    expect(screen.getByTestId('result-row-3')).toHaveTextContent(
      'Username: This username is already in use.',
    );
    expect(within(screen.getByTestId('result-row-1')).getByText('Created')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Download the failed rows as CSV' }),
    ).toBeInTheDocument();
  });

  it('asks for the required columns before the preview', async () => {
    mockFetch(() => ({ body: {} }));
    const { user, container } = await renderWithProviders(<RegisterStudentsScreen />, {
      locale: 'es-ES',
    });
    await screen.findByRole('heading', { name: 'Registrar estudiantes' });
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['login,clave\nana,x'], 'r.csv', { type: 'text/csv' }));
    await screen.findByText('Se han encontrado 1 filas. Las primeras:');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Falta elegir: Contraseña, Fecha de nacimiento, Curso',
    );
  });
});
