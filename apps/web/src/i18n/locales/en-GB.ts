import type { PartialMessages } from './en-US.ts';

/** British English: only what differs from US English (the rest falls back to en-US). */
const enGB: PartialMessages = {
  titles: {
    // Home and sign-in titles are localised in every locale (docs/product/routes.md section 1).
    home: 'Home',
    signIn: 'Sign in',
    createOrgs: 'Create organisations',
    listOrgs: 'Organisations',
  },
  menu: {
    categories: { Organizations: 'Organisations' },
    items: {
      listOrganizations: 'List Organisations',
      createOrganization: 'Create Organisation',
      registerStudents: 'Register Pupils',
    },
  },
  auth: {
    signIn: {
      troubleHelp:
        'Check that you typed your username or email and password correctly. Pupils can ask their teacher for help, and parents or teachers can contact their school administrator.',
    },
  },
  sso: {
    errors: { access_denied: 'The sign-in was cancelled at {provider}.' },
  },
  accommodations: {
    hint: 'For a pupil with an individual plan: more time, or none, in timed games. Word and picture display times never change.',
  },
};

export default enGB;
