import type { PartialFeatureMessagesOf } from '../../../i18n/feature-messages.ts';
import type enUS from './en-US.ts';

/** British English: organisation, Year groups, postcode. */
const enGB: PartialFeatureMessagesOf<typeof enUS> = {
  grades: { PK: 'Nursery (Pre-K)', TK: 'Transitional kindergarten', K: 'Reception (K)' },
  create: {
    title: 'Create a new organisation',
    intro: 'Add a district, school, class or group. Fields marked with an asterisk are required.',
    type: 'Organisation type',
    isTest: 'Mark as test organisation',
    created: 'Organisation created',
    failed: 'The organisation could not be created.',
  },
  address: { region: 'County or region', postalCode: 'Postcode' },
  errors: {
    notFound: 'This organisation no longer exists.',
    archived: 'This organisation is archived.',
    notAllowed: 'This cannot be set for this type of organisation.',
  },
  list: {
    title: 'List Organisations',
    intro: 'The organisations you manage, by type.',
    loading: 'Loading organisations…',
    failed: 'The organisations could not be loaded.',
    empty: 'No organisations to show.',
    total_one: '{count} organisation',
    total_other: '{count} organisations',
    pages: 'Pages of organisations',
  },
  edit: {
    title: 'Edit organisation',
    saved: 'Organisation updated',
    failed: 'The organisation could not be saved.',
    surveyAnswersToTeachersHint:
      'When off, teachers see only the class counts of the Thoughts and Feelings survey, not what each pupil answered.',
  },
  archive: {
    bodyArchive:
      'It will be hidden from lists and pickers. Nothing is deleted, and the organisations and users in it stay as they are.',
  },
  family: {
    intro:
      'Families register themselves: a parent creates an account and adds their children, who join the school or class of the invitation with its assignments. Send the family an invitation:',
    stepChoose: 'Choose the organisation the children will join.',
    orgType: 'Type of organisation',
    chooseFirst: 'Choose an organisation to see and create its invitations.',
  },
};

export default enGB;
