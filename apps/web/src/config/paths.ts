/**
 * Every path of docs/product/routes.md in one place. Route definitions, links and the admin menu
 * read them from here; builders fill in parameters.
 */
export const paths = {
  home: '/',
  profile: '/profile',
  profilePassword: '/profile/password',
  profileAccounts: '/profile/accounts',
  signIn: '/signin',
  sso: '/sso',
  authClever: '/auth-clever',
  authClassLink: '/auth-classlink',
  authNycps: '/auth-nycps',
  initiateAuthNycps: '/initiate-auth-nycps',
  authEmailLink: '/auth-email-link',
  authEmailSent: '/auth-email-sent',
  authSecondFactor: '/auth-second-factor',
  resetPassword: '/reset-password',
  enableCookies: '/enable-cookies',
  unauthorized: '/unauthorized',
  maintenance: '/maintenance',
  register: '/register',
  registerStudent: '/register/student',
  registerStudents: '/register-students',
  administrator: '/administrator',
  createAdministration: '/administration/create',
  createAdministrator: '/create-administrator',
  createOrgs: '/create-orgs',
  listOrgs: '/list-orgs',
  manageTasksVariants: '/manage-tasks-variants',
  jobs: '/jobs',
} as const;

const seg = encodeURIComponent;

export const pathTo = {
  editAdministration: (adminId: string) => `/administration/edit/${seg(adminId)}`,
  duplicateAdministration: (adminId: string) => `/administration/duplicate/${seg(adminId)}`,
  listUsers: (orgType: string, orgId: string, orgName: string) =>
    `/list-users/${seg(orgType)}/${seg(orgId)}/${seg(orgName)}`,
  progressReport: (administrationId: string, orgType: string, orgId: string) =>
    `/administration/${seg(administrationId)}/${seg(orgType)}/${seg(orgId)}`,
  scoreReport: (administrationId: string, orgType: string, orgId: string) =>
    `/scores/${seg(administrationId)}/${seg(orgType)}/${seg(orgId)}`,
  studentReport: (administrationId: string, orgType: string, orgId: string, userId: string) =>
    `/scores/${seg(administrationId)}/${seg(orgType)}/${seg(orgId)}/user/${seg(userId)}`,
  parentLetter: (administrationId: string, orgType: string, orgId: string, userId: string) =>
    `/scores/${seg(administrationId)}/${seg(orgType)}/${seg(orgId)}/user/${seg(userId)}/letter`,
  norms: (districtId: string) => `/norms/${seg(districtId)}`,
  launch: (launchId: string) => `/launch/${seg(launchId)}`,
  game: (slug: string, launchId?: string) =>
    launchId ? `/launch/${seg(launchId)}/game/${slug}` : `/game/${slug}`,
} as const;
