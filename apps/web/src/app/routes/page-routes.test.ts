import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { GAME_ROUTES } from '../../config/game-routes.ts';
import enUS from '../../i18n/locales/en-US.ts';
import { metaForPath, pageRoutes } from './page-routes.tsx';

const SPEC_PATHS = [
  '/',
  '/profile',
  '/profile/password',
  '/profile/accounts',
  '/signin',
  '/sso',
  '/auth-clever',
  '/auth-classlink',
  '/auth-nycps',
  '/initiate-auth-nycps',
  '/auth-email-link',
  '/auth-email-sent',
  '/auth-second-factor',
  '/enable-cookies',
  '/unauthorized',
  '/maintenance',
  '/register',
  '/register/student',
  '/register-students',
  '/administrator',
  '/administration/create',
  '/administration/edit/a1',
  '/administration/duplicate/a1',
  '/create-administrator',
  '/create-orgs',
  '/list-orgs',
  '/list-users/school/s1/Lincoln%20Elementary',
  '/manage-tasks-variants',
  '/jobs',
  '/norms/d1',
  '/administration/a1/school/s1',
  '/scores/a1/district/d1',
  '/scores/a1/class/c1/user/u1',
  '/scores/a1/class/c1/user/u1/new',
  '/launch/u1',
];

const TASK_SLUGS = [
  'swr',
  'swr-es',
  'pa',
  'pa-es',
  'sre',
  'sre-es',
  'letter',
  'letter-es',
  'letter-en-ca',
  'phonics',
  'multichoice',
  'morphology',
  'cva',
  'vocab',
  'fluency-arf',
  'fluency-arf-es',
  'fluency-calf',
  'fluency-calf-es',
  'roam-alpaca',
  'roam-alpaca-es',
  'core-tasks/trog',
  'ran',
  'crowding',
  'roav-mep',
  'roar-readaloud',
  'roar-survey',
];

function i18nValue(key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], enUS);
}

describe('page routes', () => {
  it.each(SPEC_PATHS)('%s has its own route with a localised title', (path) => {
    const meta = metaForPath(path);
    expect(meta.titleKey).toBeDefined();
    expect(meta.titleKey).not.toBe('titles.notFound');
    expect(typeof i18nValue(meta.titleKey!)).toBe('string');
    expect(meta.title).toBe(i18nValue(meta.titleKey!));
  });

  it('sends anything else to the not-found page', () => {
    expect(metaForPath('/whatever/else').titleKey).toBe('titles.notFound');
    expect(metaForPath('/whatever/else').requiresAuth).toBe(false);
    expect(metaForPath('/administration/other/a1').titleKey).toBe('titles.notFound');
  });

  it('shows the second step of a sign-in without the navigation bar, to anyone', () => {
    expect(metaForPath('/auth-second-factor')).toMatchObject({
      title: 'Two-step sign-in',
      requiresAuth: false,
      requiresGuest: false,
      showNav: false,
      // Not stripped on leaving: its redirect_to leads on, with its query, once signed in.
      stripQueryOnLeave: false,
      permissions: [],
    });
  });

  it('opens the background jobs page to any administrator, without a permission', () => {
    expect(metaForPath('/jobs')).toMatchObject({
      title: 'Background jobs',
      requiresAuth: true,
      requiresAdminStatus: true,
      permissions: [],
    });
  });

  it('titles the administration forms as the spec says', () => {
    expect(metaForPath('/administration/create').title).toBe('Create an administration');
    expect(metaForPath('/administration/edit/a1').title).toBe('Edit an Administration');
    expect(metaForPath('/administration/duplicate/a1').title).toBe('Duplicate an Administration');
  });

  it.each(TASK_SLUGS)('task page %s exists under /game and /launch/:launchId/game', (slug) => {
    const plain = metaForPath(`/game/${slug}`);
    const launched = metaForPath(`/launch/student-9/game/${slug}`);
    expect(plain.game).toBeDefined();
    expect(plain).toMatchObject({ showNav: false, launch: false, permissions: [] });
    expect(launched).toMatchObject({
      game: plain.game,
      showNav: false,
      launch: true,
      permissions: ['Tasks.LAUNCH'],
    });
    const match = matchRoutes(
      [{ path: '/', children: pageRoutes }],
      `/launch/student-9/game/${slug}`,
    );
    expect(match?.at(-1)?.params.launchId).toBe('student-9');
  });

  it('fixes task id and language per task page; core-tasks takes the id from the path', () => {
    expect(GAME_ROUTES.map((g) => g.slug)).toEqual(
      TASK_SLUGS.map((s) => (s === 'core-tasks/trog' ? 'core-tasks/:taskId' : s)),
    );
    expect(metaForPath('/game/swr').game).toEqual({ taskId: 'swr', language: 'en' });
    expect(metaForPath('/game/swr-es').game).toEqual({ taskId: 'swr-es', language: 'es' });
    expect(metaForPath('/game/letter-en-ca').game).toEqual({
      taskId: 'letter-en-ca',
      language: 'en-CA',
    });
    expect(metaForPath('/game/roar-survey').game).toEqual({
      taskId: 'roar-survey',
      language: 'en',
    });
    expect(metaForPath('/game/core-tasks/hearts-and-flowers').game).toEqual({
      taskId: null,
      language: 'en',
    });
    for (const game of GAME_ROUTES) {
      expect(game.language).toBe(
        game.slug.endsWith('-es') ? 'es' : game.slug === 'letter-en-ca' ? 'en-CA' : 'en',
      );
    }
  });

  it('marks exactly the exempt routes of spec section 4 (and /sso) as not needing sign-in', () => {
    const exempt = SPEC_PATHS.filter((path) => !metaForPath(path).requiresAuth);
    expect(exempt).toEqual([
      '/signin',
      // Not in the original list (docs/product/states.md section 1): provider sign-ins land here
      // signed out (ADR 008).
      '/sso',
      '/auth-clever',
      '/auth-classlink',
      '/auth-nycps',
      '/initiate-auth-nycps',
      '/auth-email-link',
      '/auth-email-sent',
      // The second step of a sign-in (ADR 031): the visitor has no session yet.
      '/auth-second-factor',
      '/maintenance',
      '/register',
      '/register/student',
    ]);
  });
});
