/**
 * US English: the default locale and the shape every other locale follows. Placeholders use
 * single braces: `{name}`.
 */
const enUS = {
  common: {
    skipToContent: 'Skip to main content',
    close: 'Close',
    loading: 'Loading…',
    returnHome: 'Return to Home',
  },
  titles: {
    home: 'Home',
    profile: 'Profile',
    profileInfo: 'Your Information',
    profilePassword: 'Change Password',
    profileAccounts: 'Linked Accounts',
    signIn: 'Sign In',
    sso: 'Signing you in…',
    authClever: 'Loading your data from Clever...',
    authClassLink: 'Loading your data from ClassLink...',
    authNycps: 'Loading your data from NYCPS...',
    initiateAuthNycps: 'Connecting to NYCPS...',
    authEmailLink: 'Completing your sign-in...',
    authEmailSent: 'Check your email',
    enableCookies: 'Enable cookies',
    unauthorized: 'Access denied',
    maintenance: 'Maintenance',
    notFound: 'Page not found',
    register: 'Register your family',
    registerStudent: 'Register your children',
    registerStudents: 'Register Students',
    administrator: 'Administrator',
    createAdministration: 'Create an administration',
    editAdministration: 'Edit an Administration',
    duplicateAdministration: 'Duplicate an Administration',
    createAdministrator: 'Register an administrator',
    createOrgs: 'Create organizations',
    listOrgs: 'Organizations',
    listUsers: 'Users',
    manageTasksVariants: 'Manage tasks and variants',
    progressReport: 'Progress report',
    scoreReport: 'Score report',
    studentReport: 'Student score report',
    launchHome: 'Launch assessments for a student',
    game: 'Assessment',
  },
  nav: {
    label: 'Main navigation',
    homeLink: '{name} home',
    greeting: 'Hi, {name}!',
    admin: 'Admin',
    user: 'User',
    signOut: 'Sign Out',
    openMenu: 'Open menu',
    menuTitle: 'Menu',
    language: 'Language',
    profileSettings: 'Profile settings',
  },
  menu: {
    categories: {
      Home: 'Home',
      Administrations: 'Administrations',
      Organizations: 'Organizations',
      Users: 'Users',
    },
    items: {
      backToDashboard: 'Back to Dashboard',
      listOrganizations: 'List Organizations',
      createOrganization: 'Create Organization',
      registerStudents: 'Register Students',
      registerAdministrator: 'Register Administrator',
      viewAdministrations: 'View Administrations',
      createAdministration: 'Create Administration',
      manageTasks: 'Manage Tasks',
      registerNewFamily: 'Register New Family',
    },
  },
  notFound: {
    title: 'Page not found',
    message: 'Sorry, we could not find that page!',
    returnHome: 'Return to Home',
  },
  unauthorized: {
    title: 'You do not have access to this page',
    message:
      'Your account is not allowed to open this page. If you think this is a mistake, please contact your administrator.',
  },
  enableCookies: {
    title: 'Please turn on cookies',
    intro: '{name} needs cookies to keep you signed in. Your browser is blocking them right now.',
    stepsTitle: 'How to turn cookies on',
    stepSettings: 'Open your browser settings and find the privacy or cookie settings.',
    stepAllow: 'Allow cookies for this website (or stop blocking all cookies).',
    stepPrivate: 'If you are in a private or incognito window, open a normal window instead.',
    stepReload: 'Come back to this page and reload it.',
    retry: 'I turned cookies on, try again',
  },
  errors: {
    pageTitle: 'Something went wrong',
    pageMessage: 'This page could not be shown. Please reload the page or try again later.',
    reload: 'Reload page',
  },
  auth: {
    signIn: {
      welcome: 'Welcome to {name}!',
      subtitle: 'Log in to access your dashboard',
      identifierLabel: 'Username or email',
      togglePassword: 'Show or hide the password',
      passwordLabel: 'Password',
      submit: 'Log in',
      sendLink: 'Send me a sign-in link',
      useEmailLink: 'Sign-in using email link',
      usePassword: 'Sign-in using password instead',
      emailLinkHint: 'We will email you a link that signs you in.',
      logInWith: 'Log in with',
      providerButton: 'Log in with {provider}',
      havingTrouble: 'Having trouble?',
      troubleHelp:
        'Check that you typed your username or email and password correctly. Students can ask their teacher for help, and parents or teachers can contact their school administrator.',
      errors: {
        identifierRequired: 'Please enter your username or email.',
        passwordRequired: 'Please enter your password.',
        invalidEmail: 'Error: invalid email',
        emailRequired: 'Please enter an email address to receive a sign-in link.',
        incorrectCredentials: 'Incorrect username/email or password',
        tooManyAttempts: 'Too many sign-in attempts. Please wait a moment and try again.',
        failed: 'We could not sign you in right now. Please try again.',
      },
    },
    providers: {
      google: 'Google',
      clever: 'Clever',
      classlink: 'ClassLink',
      nycps: 'NYCPS',
    },
  },
  dashboard: {
    participantTitle: 'Your assignments',
    adminTitle: 'View Administrations',
  },
} as const;

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
type DeepPartial<T> = { [K in keyof T]?: T[K] extends string ? string : DeepPartial<T[K]> };

/** The full message tree: complete locales (es-ES) must define every key. */
export type Messages = Widen<typeof enUS>;
/** Regional variants define only what differs from the locale they fall back to. */
export type PartialMessages = DeepPartial<typeof enUS>;

export default enUS satisfies Messages;
