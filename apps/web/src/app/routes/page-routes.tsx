import type { ReactElement } from 'react';
import { Outlet, matchRoutes, type RouteObject } from 'react-router';
import { PERMISSIONS as P } from '@roar/contracts';
import { GAME_ROUTES } from '../../config/game-routes.ts';
import { mergeRouteMeta, type ResolvedRouteMeta, type RouteMeta } from '../../config/route-meta.ts';
import enUS from '../../i18n/locales/en-US.ts';
import { NotFoundScreen } from './screens/not-found-screen.tsx';
import { SignInScreen } from '../../features/auth/sign-in-screen.tsx';
import { lazyPage, type Lazy } from './lazy-page.tsx';

type TitleName = keyof typeof enUS.titles;

/** Title meta of a route: the i18n key plus the plain English value as last resort. */
const titled = (name: TitleName): RouteMeta => ({
  titleKey: `titles.${name}`,
  title: enUS.titles[name],
});

// Every screen is its own chunk (route code is lazy), except the sign-in page: the first page of
// most visits, its code comes with the first load, preloaded, instead of being found only once
// the router runs (a round trip more on a slow network, issue 22).
const placeholder: Lazy = () =>
  import('./screens/placeholder-screen.tsx').then((m) => ({ Component: m.PlaceholderScreen }));
const home: Lazy = () =>
  import('./screens/home-screen.tsx').then((m) => ({ Component: m.HomeScreen }));
const adminHome: Lazy = () =>
  import('../../features/administrations/administrations-home.tsx').then((m) => ({
    Component: m.AdministrationsHome,
  }));
type AdministrationForm =
  'CreateAdministrationScreen' | 'EditAdministrationScreen' | 'DuplicateAdministrationScreen';
const administrationForm =
  (name: AdministrationForm): Lazy =>
  () =>
    import('../../features/administrations/administration-form-screen.tsx').then((m) => ({
      Component: m[name],
    }));
const progressReport: Lazy = () =>
  import('../../features/reports/progress-report-screen.tsx').then((m) => ({
    Component: m.ProgressReportScreen,
  }));
const scoreReport: Lazy = () =>
  import('../../features/reports/score-report-screen.tsx').then((m) => ({
    Component: m.ScoreReportScreen,
  }));
const studentReport: Lazy = () =>
  import('../../features/student-report/student-report-screen.tsx').then((m) => ({
    Component: m.StudentReportScreen,
  }));
const parentLetter: Lazy = () =>
  import('../../features/student-report/letter-screen.tsx').then((m) => ({
    Component: m.ParentLetterScreen,
  }));
const participantLaunchHome: Lazy = () =>
  import('../../features/participant/launch-home-screen.tsx').then((m) => ({
    Component: m.LaunchHomeScreen,
  }));
const gameScreen: Lazy = () =>
  import('../../features/participant/game-screen.tsx').then((m) => ({ Component: m.GameScreen }));
const registerParent: Lazy = () =>
  import('./screens/register-screen.tsx').then((m) => ({ Component: m.RegisterScreen }));
const registerStudent: Lazy = () =>
  import('../../features/family/register-students-screen.tsx').then((m) => ({
    Component: m.RegisterStudentsScreen,
  }));
const unauthorized: Lazy = () =>
  import('./screens/unauthorized-screen.tsx').then((m) => ({ Component: m.UnauthorizedScreen }));
const enableCookies: Lazy = () =>
  import('./screens/enable-cookies-screen.tsx').then((m) => ({ Component: m.EnableCookiesScreen }));
const sso: Lazy = () =>
  import('../../features/auth/sso/sso-screen.tsx').then((m) => ({ Component: m.SsoScreen }));
type ProviderEntry =
  'AuthCleverScreen' | 'AuthClassLinkScreen' | 'AuthNycpsScreen' | 'InitiateAuthNycpsScreen';
const providerEntry =
  (name: ProviderEntry): Lazy =>
  () =>
    import('../../features/auth/sso/provider-entry-screen.tsx').then((m) => ({
      Component: m[name],
    }));
const emailLink: Lazy = () =>
  import('../../features/auth/email-link-screen.tsx').then((m) => ({
    Component: m.EmailLinkScreen,
  }));
const emailSent: Lazy = () =>
  import('../../features/auth/email-sent-screen.tsx').then((m) => ({
    Component: m.EmailSentScreen,
  }));
const secondFactor: Lazy = () =>
  import('../../features/auth/second-factor-screen.tsx').then((m) => ({
    Component: m.SecondFactorScreen,
  }));
const resetPassword: Lazy = () =>
  import('../../features/auth/reset-password-screen.tsx').then((m) => ({
    Component: m.ResetPasswordScreen,
  }));
const profileLayout: Lazy = () =>
  import('../../features/profile/profile-layout.tsx').then((m) => ({ Component: m.ProfileLayout }));
const profileInfo: Lazy = () =>
  import('../../features/profile/user-info-tab.tsx').then((m) => ({ Component: m.UserInfoTab }));
const profilePassword: Lazy = () =>
  import('../../features/profile/password-tab.tsx').then((m) => ({ Component: m.PasswordTab }));
const profileAccounts: Lazy = () =>
  import('../../features/profile/linked-accounts-tab.tsx').then((m) => ({
    Component: m.LinkedAccountsTab,
  }));

const manageTasks: Lazy = () =>
  import('../../features/tasks/manage-tasks-screen.tsx').then((m) => ({
    Component: m.ManageTasksScreen,
  }));
const createOrgs: Lazy = () =>
  import('../../features/orgs/create-orgs-screen.tsx').then((m) => ({
    Component: m.CreateOrgsScreen,
  }));
const listOrgs: Lazy = () =>
  import('../../features/orgs/list-orgs-screen.tsx').then((m) => ({ Component: m.ListOrgsScreen }));
const listUsers: Lazy = () =>
  import('../../features/users/list-users-screen.tsx').then((m) => ({
    Component: m.ListUsersScreen,
  }));
const registerStudents: Lazy = () =>
  import('../../features/users/register-students-screen.tsx').then((m) => ({
    Component: m.RegisterStudentsScreen,
  }));
const createAdministrator: Lazy = () =>
  import('../../features/users/create-administrator-screen.tsx').then((m) => ({
    Component: m.CreateAdministratorScreen,
  }));
const norms: Lazy = () =>
  import('../../features/norms/norms-screen.tsx').then((m) => ({ Component: m.NormsScreen }));
const jobs: Lazy = () =>
  import('../../features/jobs/jobs-screen.tsx').then((m) => ({ Component: m.JobsScreen }));

function page(
  path: string,
  handle: RouteMeta,
  screen: Lazy | ReactElement = placeholder,
): RouteObject {
  return { path, handle, element: typeof screen === 'function' ? lazyPage(screen) : screen };
}

/** Task pages; the launch variants carry :launchId from their parent route. */
function gamePages(launch: boolean): RouteObject[] {
  return GAME_ROUTES.map((game) =>
    page(
      `game/${game.slug}`,
      {
        ...titled('game'),
        showNav: false,
        game: { taskId: game.taskId, language: game.language },
        launch,
      },
      gameScreen,
    ),
  );
}

const exempt = { requiresAuth: false } satisfies RouteMeta;

/** The pages of docs/product/routes.md (children of the root layout). */
export const pageRoutes: RouteObject[] = [
  // General
  { index: true, handle: titled('home'), element: lazyPage(home) },
  {
    path: 'profile',
    handle: { ...titled('profile'), permission: P.Profile.READ } satisfies RouteMeta,
    element: lazyPage(profileLayout),
    children: [
      { index: true, handle: titled('profileInfo'), element: lazyPage(profileInfo) },
      page(
        'password',
        { ...titled('profilePassword'), requiresAdminStatus: true },
        profilePassword,
      ),
      page(
        'accounts',
        { ...titled('profileAccounts'), requiresAdminStatus: true },
        profileAccounts,
      ),
    ],
  },
  page(
    'signin',
    { ...titled('signIn'), ...exempt, showNav: false, serverCache: false },
    <SignInScreen />,
  ),
  // Exempt, unlike the original: a provider sign-in lands here before the app holds a session
  // (this page exchanges the refresh cookie), and failures are explained here (ADR 008).
  page('sso', { ...titled('sso'), ...exempt, stripQueryOnLeave: true }, sso),
  page(
    'auth-clever',
    { ...titled('authClever'), ...exempt, stripQueryOnLeave: true },
    providerEntry('AuthCleverScreen'),
  ),
  page(
    'auth-classlink',
    { ...titled('authClassLink'), ...exempt, stripQueryOnLeave: true },
    providerEntry('AuthClassLinkScreen'),
  ),
  page(
    'auth-nycps',
    { ...titled('authNycps'), ...exempt, stripQueryOnLeave: true, showNav: false },
    providerEntry('AuthNycpsScreen'),
  ),
  page(
    'initiate-auth-nycps',
    { ...titled('initiateAuthNycps'), ...exempt, stripQueryOnLeave: true, showNav: false },
    providerEntry('InitiateAuthNycpsScreen'),
  ),
  page(
    'auth-email-link',
    { ...titled('authEmailLink'), ...exempt, stripQueryOnLeave: true },
    emailLink,
  ),
  page('auth-email-sent', { ...titled('authEmailSent'), ...exempt }, emailSent),
  // The second step of a sign-in (ADR 031): no session yet. Its query (redirect_to) is kept on
  // leaving, unlike the callback pages': it holds no secret and leads on once signed in.
  page(
    'auth-second-factor',
    { ...titled('authSecondFactor'), ...exempt, showNav: false },
    secondFactor,
  ),
  page(
    'reset-password',
    { ...titled('resetPassword'), ...exempt, stripQueryOnLeave: true },
    resetPassword,
  ),
  page('enable-cookies', titled('enableCookies'), enableCookies),
  page('unauthorized', titled('unauthorized'), unauthorized),
  page('maintenance', {
    ...titled('maintenance'),
    ...exempt,
    redirectToHome: true,
    showNav: false,
  }),

  // Registration
  // Both steps are for guests and exempt from sign-in: the index keeps the parent's answers,
  // 'student' adds the children and registers the family in one call (a parent signed in later
  // adds children from the parent home). An administrator who may mint activation codes opens
  // the index too ('Register New Family') and gets a family's invitation (ADR 030).
  {
    path: 'register',
    handle: { ...exempt, requiresGuest: true, showNav: false } satisfies RouteMeta,
    element: <Outlet />,
    children: [
      {
        index: true,
        handle: {
          ...titled('register'),
          guestExceptFor: { permission: P.ActivationCodes.CREATE, ...titled('registerNewFamily') },
        },
        element: lazyPage(registerParent),
      },
      page('student', titled('registerStudent'), registerStudent),
    ],
  },
  page(
    'register-students',
    { ...titled('registerStudents'), permission: P.Users.CREATE },
    registerStudents,
  ),

  // Administration
  page(
    'administrator',
    { ...titled('administrator'), permission: P.Administrators.UPDATE },
    adminHome,
  ),
  page(
    'administration/create',
    { ...titled('createAdministration'), permission: P.Administrations.CREATE },
    administrationForm('CreateAdministrationScreen'),
  ),
  page(
    'administration/edit/:adminId',
    { ...titled('editAdministration'), permission: P.Administrations.UPDATE },
    administrationForm('EditAdministrationScreen'),
  ),
  page(
    'administration/duplicate/:adminId',
    { ...titled('duplicateAdministration'), permission: P.Administrations.CREATE },
    administrationForm('DuplicateAdministrationScreen'),
  ),
  page(
    'create-administrator',
    { ...titled('createAdministrator'), permission: P.Administrators.CREATE },
    createAdministrator,
  ),
  page('create-orgs', { ...titled('createOrgs'), permission: P.Organizations.CREATE }, createOrgs),
  page('list-orgs', { ...titled('listOrgs'), permission: P.Organizations.LIST }, listOrgs),
  page(
    'list-users/:orgType/:orgId/:orgName',
    { ...titled('listUsers'), permission: P.Users.LIST },
    listUsers,
  ),
  page(
    'manage-tasks-variants',
    { ...titled('manageTasksVariants'), permission: P.Tasks.UPDATE },
    manageTasks,
  ),
  // Any administrator: each sees their own jobs, a super administrator everyone's (ADR 024).
  page('jobs', { ...titled('jobs'), requiresAdminStatus: true }, jobs),
  // A district's norm tables (docs/decisions/054-local-norm-tables.md): the server admits super
  // administrators and the district's administrators only.
  page('norms/:districtId', { ...titled('norms'), permission: P.Reports.Score.READ }, norms),

  // Reports
  page(
    'administration/:administrationId/:orgType/:orgId',
    { ...titled('progressReport'), permission: P.Reports.Progress.READ },
    progressReport,
  ),
  page(
    'scores/:administrationId/:orgType/:orgId',
    { ...titled('scoreReport'), permission: P.Reports.Score.READ },
    scoreReport,
  ),
  page(
    'scores/:administrationId/:orgType/:orgId/user/:userId',
    { ...titled('studentReport'), permission: P.Reports.Student.READ },
    studentReport,
  ),
  page(
    'scores/:administrationId/:orgType/:orgId/user/:userId/new',
    { ...titled('studentReport'), permission: P.Reports.Student.READ },
    studentReport,
  ),
  // The one-page letter to the family (issue 21; docs/product/parent-letter.md).
  page(
    'scores/:administrationId/:orgType/:orgId/user/:userId/letter',
    { ...titled('parentLetter'), permission: P.Reports.Student.READ },
    parentLetter,
  ),

  // Task pages and the launcher
  ...gamePages(false),
  {
    path: 'launch/:launchId',
    handle: { permission: P.Tasks.LAUNCH, launch: true } satisfies RouteMeta,
    element: <Outlet />,
    children: [
      { index: true, handle: titled('launchHome'), element: lazyPage(participantLaunchHome) },
      ...gamePages(true),
    ],
  },

  // Anything else. Shown without sign-in: an unknown address reveals nothing, and a visitor who
  // mistyped a link learns at once that it is wrong instead of signing in first.
  { path: '*', handle: { ...titled('notFound'), ...exempt }, Component: NotFoundScreen },
];

const matchTree: RouteObject[] = [{ path: '/', children: pageRoutes }];

/** The resolved meta of whatever route `pathname` opens (used by the navigation rules). */
export function metaForPath(pathname: string): ResolvedRouteMeta {
  const matches = matchRoutes(matchTree, pathname) ?? [];
  return mergeRouteMeta(matches.map((match) => match.route.handle as RouteMeta | undefined));
}
