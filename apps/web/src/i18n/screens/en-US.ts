/**
 * Texts of the sign-in flow's later screens (email link, email sent, password reset) and of the
 * profile pages: not needed by the first load, so they arrive with those screens
 * (namespace 'screens', looked up before the global texts; ADR 010).
 */
const enUS = {
  emailLink: {
    signingIn: 'Signing you in…',
    askEmail:
      'Please enter the email address the link was sent to. (We ask because the link was opened on another device or browser.)',
    emailLabel: 'Email',
    continue: 'Continue',
    failed: 'We could not sign you in right now. Please try again.',
    invalidTitle: 'Sign-in link',
    invalid: 'This link is invalid or has expired',
    invalidHint:
      'A sign-in link works once and only for 10 minutes. Go back to the sign-in page to ask for a new one.',
    backToSignIn: 'Back to sign in',
  },
  emailSent: {
    title: 'Check your email',
    message: 'If an account uses {email}, we sent a sign-in link to that address.',
    messageNoAddress: 'If an account uses the address you entered, we sent a sign-in link to it.',
    hint: 'Open the link in the email to sign in. It works once and for 10 minutes. Check your spam folder if you do not see it.',
    resend: 'Send the link again',
    resent: 'We sent a new link. Only the newest links work.',
    resendFailed: 'We could not send the link right now. Please try again.',
    backToSignIn: 'Back to sign in',
  },
  passwordReset: {
    requestIntro:
      'Forgot your password? Enter your email address and we will send you a link to choose a new one.',
    emailLabel: 'Email',
    emailRequired: 'Please enter your email address.',
    send: 'Send reset link',
    cancel: 'Cancel',
    sent: 'If an account with a password uses that address, we sent it a link to reset the password. The link works for 10 minutes.',
    requestFailed: 'We could not send the link right now. Please try again.',
    pageIntro: 'Choose a new password for your account.',
    newPassword: 'New password',
    confirmPassword: 'Confirm new password',
    mismatch: 'The passwords do not match.',
    submit: 'Set new password',
    failed: 'We could not change your password right now. Please try again.',
    doneTitle: 'Password changed',
    done: 'Your password has been changed and you have been signed out everywhere. Sign in with your new password.',
    invalidTitle: 'Password reset link',
    invalid: 'This link is invalid or has expired',
    invalidHint:
      'A reset link works once and only for 10 minutes. Ask for a new one with "Having trouble?" on the sign-in page.',
    goToSignIn: 'Go to sign in',
  },
  profile: {
    tabsLabel: 'Profile sections',
    appearance: {
      title: 'Appearance',
      colorScheme: 'Colors',
      hint: 'Saved on this device.',
      auto: 'As on this device',
      light: 'Light',
      dark: 'Dark',
    },
    info: {
      firstName: 'First name',
      middleName: 'Middle name',
      lastName: 'Last name',
      displayName: 'Display name',
      email: 'Email',
      username: 'Username',
      grade: 'Grade',
      notSet: 'Not set',
      edit: 'Edit',
      save: 'Save changes',
      cancel: 'Cancel',
      saved: 'Your information was saved.',
      saveFailed: 'Your information could not be saved. Please try again.',
      loadFailed: 'Your information could not be loaded. Please reload the page.',
      firstNameRequired: 'Please enter your first name.',
      tooLong: 'Please use at most 100 characters.',
    },
    password: {
      intro: 'Choose a new password for signing in.',
      currentPassword: 'Current password',
      currentPasswordHint: 'Leave it empty if you have never had a password here.',
      currentPasswordRequired: 'Please enter your current password.',
      currentPasswordIncorrect: 'Your current password is not right.',
      newPassword: 'New password',
      confirmPassword: 'Confirm new password',
      mismatch: 'The passwords do not match.',
      submit: 'Update Password',
      changed: 'Your password was changed. Your other devices have been signed out.',
      failed: 'Your password could not be changed. Please try again.',
    },
    recentSignIn: {
      title: 'Please sign in again',
      message:
        'For your security, this change needs a recent sign-in. Sign in again, then make the change once more.',
      action: 'Sign in again',
    },
    sessions: {
      title: 'Where you are signed in',
      intro: 'Sign out any device you no longer use or do not recognize.',
      current: 'This device',
      device: '{browser} on {os}',
      unknown: 'Unknown browser',
      lastActive: 'Last active {date}',
      end: 'Sign out',
      endLabel: 'Sign out {device}',
      ended: 'That device was signed out.',
      failed: 'That device could not be signed out. Please try again.',
      loadFailed: 'Your signed-in devices could not be loaded. Please reload the page.',
    },
    accounts: {
      intro: 'Link your accounts so you can sign in with any of them.',
      linked: 'Linked',
      notLinked: 'Not linked',
      linkedAs: 'Linked as {email}',
      link: 'Link {provider}',
      unlink: 'Unlink {provider}',
      unlinked: '{provider} was unlinked from your account.',
      lastMethod:
        'You cannot unlink {provider}: it is the only way left to sign in to your account. Link another account first.',
      unlinkFailed: 'The account could not be unlinked. Please try again.',
      loadFailed: 'Your linked accounts could not be loaded. Please reload the page.',
    },
  },
} as const;

export default enUS;
