import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from './support.ts';
import { uniqueSuffix } from './admin-forms.ts';

/**
 * The admin API as the super administrator of the demo world, for tests that need a setup the
 * demo does not hold (a short variant of a game, an administration for one class). The same
 * calls the admin screens make; the screens themselves are tested in admin-setup.spec.ts.
 */
export async function adminApi(request: APIRequestContext) {
  const signIn = await request.post('/api/auth/sign-in', {
    data: { identifier: 'superadmin@demo.roar.test', password: DEMO_PASSWORD },
  });
  expect(signIn.ok()).toBe(true);
  const { accessToken } = (await signIn.json()) as { accessToken: string };
  const headers = { authorization: `Bearer ${accessToken}` };
  const call = async <T>(method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> => {
    const response = await request.fetch(path, { method, headers, data });
    expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
    return (await response.json()) as T;
  };

  return {
    /** Any admin API call as the super administrator; answers its JSON (a failure fails the test). */
    call,

    /** The id of a demo organisation by its type and exact name. */
    async orgId(type: 'class' | 'group' | 'school' | 'family', name: string): Promise<string> {
      const page = await call<{ items: { id: string; name: string }[] }>(
        'GET',
        `/api/admin/orgs?type=${type}&search=${encodeURIComponent(name)}`,
      );
      const found = page.items.find((org) => org.name === name);
      expect(found, `${type} ${name}`).toBeDefined();
      return found!.id;
    },

    /**
     * A new variant of a task with the given parameters (and, for a game played on another site,
     * its shared secret); answers its id.
     */
    async variant(
      taskId: string,
      params: Record<string, unknown>,
      externalSecret?: string,
    ): Promise<string> {
      const created = await call<{ id: string }>('POST', `/api/admin/tasks/${taskId}/variants`, {
        name: `e2e ${uniqueSuffix()}`,
        params,
        ...(externalSecret ? { externalSecret } : {}),
      });
      return created.id;
    },

    /** An administration open from yesterday for a year, giving the variants to the orgs. */
    async administration(input: {
      name: string;
      variants: string[];
      classes?: string[];
      groups?: string[];
      families?: string[];
      /** What participants and families see; the name by default. */
      publicName?: string;
    }): Promise<string> {
      const day = 24 * 60 * 60 * 1000;
      const created = await call<{ id: string }>('POST', '/api/admin/administrations', {
        name: input.name,
        publicName: input.publicName ?? input.name,
        dateOpened: new Date(Date.now() - day).toISOString(),
        dateClosed: new Date(Date.now() + 365 * day).toISOString(),
        orgs: {
          classes: input.classes ?? [],
          groups: input.groups ?? [],
          families: input.families ?? [],
        },
        assessments: input.variants.map((variantId) => ({ variantId })),
        sequential: false,
        legal: { consent: false, assent: false },
      });
      return created.id;
    },
  };
}
