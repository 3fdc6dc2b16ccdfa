import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../testing/fetch-mock.ts';
import {
  BASE_URL_NOT_SET,
  createNewFamily,
  STUDENTS_MUST_BE_AN_ARRAY,
} from './create-new-family.ts';

const parent = { firstName: 'Rosa', lastName: 'Diaz', canContact: false };
const session = { accessToken: 'a.b.c', expiresAt: '2030-01-01T00:00:00.000Z', uid: 'p1' };

describe('createNewFamily', () => {
  it("throws 'Base URL is not set.' when there is no page address to call from", async () => {
    const fetchMock = mockFetch(() => ({ body: session }));
    vi.stubGlobal('location', undefined);
    await expect(createNewFamily('rosa@example.org', 'Secret123', parent, [], {})).rejects.toThrow(
      BASE_URL_NOT_SET,
    );
    expect(BASE_URL_NOT_SET).toBe('Base URL is not set.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('throws when students is not an array, before any call', async () => {
    const fetchMock = mockFetch(() => ({ body: session }));
    await expect(
      createNewFamily('rosa@example.org', 'Secret123', parent, 'sam' as never, {}),
    ).rejects.toThrow(STUDENTS_MUST_BE_AN_ARRAY);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the family with isTestData false by default and answers the session', async () => {
    const fetchMock = mockFetch(() => ({ body: session }));
    const students = [
      { username: 'sam', password: 'Secret123', dateOfBirth: '2018-01-02', grade: '2' as const },
    ];
    await expect(
      createNewFamily('rosa@example.org', 'Secret123', parent, students, { documentId: 'terms-1' }),
    ).resolves.toEqual(session);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/register/family');
    expect(JSON.parse(String(init!.body))).toEqual({
      email: 'rosa@example.org',
      password: 'Secret123',
      parent,
      students,
      consent: { documentId: 'terms-1' },
      isTestData: false,
    });
    await createNewFamily('t@example.org', 'Secret123', parent, [], {}, true);
    expect(JSON.parse(String(fetchMock.mock.calls[1]![1]!.body)).isTestData).toBe(true);
  });

  it('answers the second step when the parent must use an authenticator app', async () => {
    mockFetch(() => ({ body: { secondFactor: 'enrol' } }));
    await expect(createNewFamily('rosa@example.org', 'Secret123', parent, [], {})).resolves.toEqual(
      { secondFactor: 'enrol' },
    );
  });

  it('rethrows the server error with its code and fields', async () => {
    mockFetch(() => ({
      status: 409,
      body: { error: { code: 'email_taken', message: 'taken', fields: { email: 'email_taken' } } },
    }));
    await expect(
      createNewFamily('x@example.org', 'Secret123', parent, [], {}),
    ).rejects.toMatchObject({
      code: 'email_taken',
      fields: { email: 'email_taken' },
    });
  });
});
