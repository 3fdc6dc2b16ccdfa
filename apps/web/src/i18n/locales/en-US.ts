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
    authSecondFactor: 'Two-step sign-in',
    resetPassword: 'Choose a new password',
    enableCookies: 'Enable cookies',
    unauthorized: 'Access denied',
    maintenance: 'Maintenance',
    notFound: 'Page not found',
    register: 'Register your family',
    registerNewFamily: 'Register a new family',
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
    jobs: 'Background jobs',
    norms: 'Norms',
    progressReport: 'Progress report',
    scoreReport: 'Score report',
    studentReport: 'Student score report',
    parentLetter: 'Letter for the family',
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
      backgroundJobs: 'Background Jobs',
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
      devOutbox:
        'Development server: sign-in emails are kept in an outbox that opens only on this computer, not through a proxy:',
      troubleHelp:
        'Check that you typed your username or email and password correctly. Students can ask their teacher for help, and parents or teachers can contact their school administrator.',
      errors: {
        identifierRequired: 'Please enter your username or email.',
        passwordRequired: 'Please enter your password.',
        invalidEmail: 'Error: invalid email',
        emailRequired: 'Please enter an email address to receive a sign-in link.',
        incorrectCredentials: 'Incorrect username/email or password',
        tooManyAttempts: 'Too many sign-in attempts. Please wait a moment and try again.',
        tooManyAttemptsWait: 'Too many sign-in attempts. Please try again in {wait}.',
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
  bugReport: {
    open: 'Report an Issue',
    title: 'Bug report',
    notice:
      "This form is only for reporting software bugs. For general support questions, please contact your district's support lead first.",
    name: 'Name (optional)',
    email: 'Email (optional)',
    message: 'Message',
    messageHint: 'What happened, and what did you expect to happen?',
    submit: 'Submit Issue Report',
    cancel: 'Cancel',
    sent: 'Thank you! Your issue report was sent.',
    errors: {
      messageRequired: 'Please describe the problem.',
      tooMany: 'Too many reports were sent from this connection. Please try again later.',
      failed: 'Your report could not be sent. Please try again.',
    },
  },
  sso: {
    signingIn: 'Signing you in…',
    yourProvider: 'your sign-in provider',
    errorTitle: 'Unable to complete sign-in',
    errors: {
      not_provisioned:
        'We could not find an account for you. Ask your school or district administrator to add you, then try again.',
      access_denied: 'The sign-in was canceled at {provider}.',
      state_mismatch: 'This sign-in took too long or was already used. Please try again.',
      identity_in_use: 'This {provider} account is already linked to another account.',
      recent_sign_in_required: 'For your security, please sign in again before linking an account.',
      provider_unavailable:
        'Sign-in with {provider} is not available right now. Please try again later.',
      sign_in_failed: 'We are having trouble signing you in. Please try again.',
    },
    tryAgain: 'Try again',
    signOut: 'Sign out',
  },
  dashboard: {
    participantTitle: 'Your assignments',
    adminTitle: 'View Administrations',
  },
  idle: {
    title: 'Are you still there?',
    message: 'You will be signed out soon for your security. Select Continue to keep working.',
    countdown_one: 'Signing out in {count} second.',
    countdown_other: 'Signing out in {count} seconds.',
    announcement_one: 'You will be signed out in {count} second unless you select Continue.',
    announcement_other: 'You will be signed out in {count} seconds unless you select Continue.',
    continue: 'Continue',
    signedOut: 'You were signed out because you were inactive for a while.',
  },
  /** A student's time accommodation (docs/decisions/035-accommodations.md). */
  accommodations: {
    none: 'Standard time',
    extended_1_5: 'Extended time (×1.5)',
    extended_2: 'Extended time (×2)',
    untimed: 'No time limit',
    field: 'Time accommodation',
    hint: 'For a student with an individual plan: more time, or none, in timed games. Word and picture display times never change.',
    legend:
      'The clock marks a score played with extra time or no time limit (an accommodation): timed norms do not apply to it.',
    marker:
      'Played with an accommodation: {label}. Timed norms do not apply: the raw score is shown.',
  },
  passwordRules: {
    title: 'Your password needs:',
    password_too_short: 'At least 8 characters',
    password_needs_lowercase: 'A lowercase letter',
    password_needs_uppercase: 'An uppercase letter',
    password_needs_number: 'A number',
    password_too_common: 'This password is too common. Choose one that is harder to guess.',
    met: 'done',
    missing: 'missing',
  },
} as const;

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
type DeepPartial<T> = { [K in keyof T]?: T[K] extends string ? string : DeepPartial<T[K]> };

/** The full message tree: complete locales (es-ES) must define every key. */
export type Messages = Widen<typeof enUS>;
/** Regional variants define only what differs from the locale they fall back to. */
export type PartialMessages = DeepPartial<typeof enUS>;

export default enUS satisfies Messages;
