import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { ROLE_PERMISSIONS } from '@roar/contracts';
import { useFeatureTranslation } from '../../../i18n/feature-messages.ts';
import { mockFetch } from '../../../testing/fetch-mock.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { asAdmin, asSuperAdmin, signInAs } from '../../../testing/sessions.ts';
import { reportsMessages } from '../i18n/messages.ts';
import { exportJob, header, posted, REPORT } from '../testing-fixtures.ts';
import { ItemResponseExport } from './item-response-export.tsx';

const params = { administrationId: 'adm1', orgType: 'class' as const, orgId: 'c1' };
const STARTS = `${REPORT}/item-responses/exports`;

function Panel() {
  const { t, ready } = useFeatureTranslation(reportsMessages);
  return ready ? <ItemResponseExport params={params} tasks={header.tasks} t={t} /> : null;
}

/** The export's API: a start (or `refuse`), a job done at the second poll, its file. */
function serveExport(refuse?: { status: number; code: string }) {
  let polls = 0;
  const job = exportJob({ id: 'job9', kind: 'export.item_responses', params: {} });
  return mockFetch((url, init) => {
    const p = new URL(url, 'http://localhost').pathname;
    if (p === STARTS && init.method === 'POST') {
      return refuse
        ? { status: refuse.status, body: { error: { code: refuse.code, message: 'no' } } }
        : { status: 202, body: job };
    }
    if (p === '/api/admin/jobs/job9') {
      polls += 1;
      return {
        body:
          polls < 2
            ? { ...job, state: 'active', progressDone: 1, progressTotal: 4 }
            : {
                ...job,
                state: 'completed',
                progressDone: 4,
                progressTotal: 4,
                result: { students: 4, runs: 3, rows: 84 },
                file: {
                  name: 'roar-item-responses-swr.csv',
                  size: 10,
                  expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
                },
              },
      };
    }
    if (p === '/api/admin/jobs/job9/file') {
      return { body: 'student', headers: { 'content-type': 'text/csv; charset=utf-8' } };
    }
    return { status: 404, body: { error: { code: 'not_found', message: p } } };
  });
}

function stubDownloads() {
  const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
  onTestFinished(() => void Object.assign(URL, original));
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:csv'), revokeObjectURL: vi.fn() });
  return vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
}

describe('ItemResponseExport', () => {
  it('starts the export of the chosen game, follows the job and downloads the file', async () => {
    asSuperAdmin();
    const click = stubDownloads();
    const fetchMock = serveExport();
    const { user } = await renderWithProviders(<Panel />);
    expect(await screen.findByRole('heading', { name: 'Item responses' })).toBeInTheDocument();
    await user.click(screen.getAllByLabelText('Game').find((el) => el.tagName === 'INPUT')!);
    await user.click(await screen.findByRole('option', { name: 'Phonological Awareness' }));
    await user.click(screen.getByRole('checkbox', { name: 'Include usernames and run IDs' }));
    await user.click(screen.getByRole('button', { name: 'Export item responses (CSV)' }));
    await waitFor(() => expect(posted(fetchMock, STARTS)).toEqual([{ taskId: 'pa', identified: true }]));
    expect(
      await screen.findByText('The file with 84 answers is ready.', undefined, { timeout: 4_000 }),
    ).toHaveAttribute('role', 'status');
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
  });

  it('is shown to those who administer a district, not to a class teacher', async () => {
    signInAs({
      claims: { role: 'admin', admin: true, minimalAdminOrgs: { districts: ['d1'] } },
      permissions: ROLE_PERMISSIONS.admin,
    });
    serveExport();
    const shown = await renderWithProviders(<Panel />);
    expect(await screen.findByRole('heading', { name: 'Item responses' })).toBeInTheDocument();
    shown.unmount();
    asAdmin();
    const { container } = await renderWithProviders(<Panel />);
    await waitFor(() => expect(container.querySelector('section')).toBeNull());
  });

  it('says why a start was refused, in the reader’s language', async () => {
    asSuperAdmin();
    serveExport({ status: 403, code: 'forbidden' });
    const { user } = await renderWithProviders(<Panel />, { locale: 'es-ES' });
    await user.click(await screen.findByRole('button', { name: 'Exportar respuestas por ítem (CSV)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Solo las personas superadministradoras y las que administran este distrito pueden exportar las respuestas por ítem.',
    );
  });
});
