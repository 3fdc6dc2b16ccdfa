import { Outlet, matchRoutes, type RouteObject } from 'react-router';
import { PERMISSIONS as P } from '@roar/contracts';
import { GAME_ROUTES } from '../../config/game-routes.ts';
import { mergeRouteMeta, type ResolvedRouteMeta, type RouteMeta } from '../../config/route-meta.ts';
import enUS from '../../i18n/locales/en-US.ts';
import { NotFoundScreen } from './screens/not-found-screen.tsx';

type TitleName = keyof typeof enUS.titles;
type Lazy = NonNullable<RouteObject['lazy']>;

/** Title meta of a route: the i18n key plus the plain English value as last resort. */
const titled = (name: TitleName): RouteMeta => ({
  titleKey: `titles.${name}`,
  title: enUS.titles[name],
});

// Every screen is its own chunk (route code is lazy).
const placeholder: Lazy = () =>
  import('./screens/placeholder-screen.tsx').then((m) => ({ Component: m.PlaceholderScreen }));
const signIn: Lazy = () =>
  import('../../features/auth/sign-in-screen.tsx').then((m) => ({ Component: m.SignInScreen }));
const home: Lazy = () =>
  import('../../features/dashboard/home-screen.tsx').then((m) => ({ Component: m.HomeScreen }));
const adminHome: Lazy = () =>
  import('../../features/dashboard/admin-home.tsx').then((m) => ({ Component: m.AdminHome }));
const unauthorized: Lazy = () =>
  import('./screens/unauthorized-screen.tsx').then((m) => ({ Component: m.UnauthorizedScreen }));
const enableCookies: Lazy = () =>
  import('./screens/enable-cookies-screen.tsx').then((m) => ({ Component: m.EnableCookiesScreen }));

function page(path: string, handle: RouteMeta, lazy: Lazy = placeholder): RouteObject {
  return { path, handle, lazy };
}

/** Task pages; the launch variants carry :launchId from their parent route. */
function gamePages(launch: boolean): RouteObject[] {
  return GAME_ROUTES.map((game) =>
    page(`game/${game.slug}`, {
      ...titled('game'),
      showNav: false,
      game: { taskId: game.taskId, language: game.language },
      launch,
    }),
  );
}

const exempt = { requiresAuth: false } satisfies RouteMeta;

/** The pages of spec section 2 (children of the root layout). */
export const pageRoutes: RouteObject[] = [
  // General
  { index: true, handle: titled('home'), lazy: home },
  {
    path: 'profile',
    handle: { ...titled('profile'), permission: P.Profile.READ } satisfies RouteMeta,
    element: <Outlet />,
    children: [
      { index: true, handle: titled('profileInfo'), lazy: placeholder },
      page('password', { ...titled('profilePassword'), requiresAdminStatus: true }),
      page('accounts', { ...titled('profileAccounts'), requiresAdminStatus: true }),
    ],
  },
  page('signin', { ...titled('signIn'), ...exempt, showNav: false }, signIn),
  page('sso', { ...titled('sso'), stripQueryOnLeave: true }),
  page('auth-clever', { ...titled('authClever'), ...exempt, stripQueryOnLeave: true }),
  page('auth-classlink', { ...titled('authClassLink'), ...exempt, stripQueryOnLeave: true }),
  page('auth-nycps', {
    ...titled('authNycps'),
    ...exempt,
    stripQueryOnLeave: true,
    showNav: false,
  }),
  page('initiate-auth-nycps', {
    ...titled('initiateAuthNycps'),
    ...exempt,
    stripQueryOnLeave: true,
    showNav: false,
  }),
  page('auth-email-link', { ...titled('authEmailLink'), ...exempt, stripQueryOnLeave: true }),
  page('auth-email-sent', { ...titled('authEmailSent'), ...exempt }),
  page('enable-cookies', titled('enableCookies'), enableCookies),
  page('unauthorized', titled('unauthorized'), unauthorized),
  page('maintenance', {
    ...titled('maintenance'),
    ...exempt,
    redirectToHome: true,
    showNav: false,
  }),

  // Registration
  {
    path: 'register',
    handle: { ...exempt, requiresGuest: true, showNav: false } satisfies RouteMeta,
    element: <Outlet />,
    children: [
      { index: true, handle: titled('register'), lazy: placeholder },
      page('student', titled('registerStudent')),
    ],
  },
  page('register-students', { ...titled('registerStudents'), permission: P.Users.CREATE }),

  // Administration
  page(
    'administrator',
    { ...titled('administrator'), permission: P.Administrators.UPDATE },
    adminHome,
  ),
  page('administration/create', {
    ...titled('createAdministration'),
    permission: P.Administrations.CREATE,
  }),
  page('administration/edit/:adminId', {
    ...titled('editAdministration'),
    permission: P.Administrations.UPDATE,
  }),
  page('administration/duplicate/:adminId', {
    ...titled('duplicateAdministration'),
    permission: P.Administrations.CREATE,
  }),
  page('create-administrator', {
    ...titled('createAdministrator'),
    permission: P.Administrators.CREATE,
  }),
  page('create-orgs', { ...titled('createOrgs'), permission: P.Organizations.CREATE }),
  page('list-orgs', { ...titled('listOrgs'), permission: P.Organizations.LIST }),
  page('list-users/:orgType/:orgId/:orgName', {
    ...titled('listUsers'),
    permission: P.Users.LIST,
  }),
  page('manage-tasks-variants', {
    ...titled('manageTasksVariants'),
    permission: P.Tasks.UPDATE,
  }),

  // Reports
  page('administration/:administrationId/:orgType/:orgId', {
    ...titled('progressReport'),
    permission: P.Reports.Progress.READ,
  }),
  page('scores/:administrationId/:orgType/:orgId', {
    ...titled('scoreReport'),
    permission: P.Reports.Score.READ,
  }),
  page('scores/:administrationId/:orgType/:orgId/user/:userId', {
    ...titled('studentReport'),
    permission: P.Reports.Student.READ,
  }),
  page('scores/:administrationId/:orgType/:orgId/user/:userId/new', {
    ...titled('studentReport'),
    permission: P.Reports.Student.READ,
  }),

  // Task pages and the launcher
  ...gamePages(false),
  {
    path: 'launch/:launchId',
    handle: { permission: P.Tasks.LAUNCH, launch: true } satisfies RouteMeta,
    element: <Outlet />,
    children: [
      { index: true, handle: titled('launchHome'), lazy: placeholder },
      ...gamePages(true),
    ],
  },

  // Anything else. Shown without sign-in: an unknown address reveals nothing, and a visitor who
  // mistyped a link learns at once that it is wrong instead of signing in first.
  // (not lazy: the error boundary shows the same screen for 404 errors)
  { path: '*', handle: { ...titled('notFound'), ...exempt }, Component: NotFoundScreen },
];

const matchTree: RouteObject[] = [{ path: '/', children: pageRoutes }];

/** The resolved meta of whatever route `pathname` opens (used by the navigation rules). */
export function metaForPath(pathname: string): ResolvedRouteMeta {
  const matches = matchRoutes(matchTree, pathname) ?? [];
  return mergeRouteMeta(matches.map((match) => match.route.handle as RouteMeta | undefined));
}
