import type {
  Administration,
  AdministrationInput,
  AssessmentConditions,
  OrgKind,
  OrgLists,
} from '@roar/contracts';
import { mapFieldErrors } from '../../../lib/field-errors.ts';
import { localDateString } from './seasons.ts';

/** Limits the server enforces (AdministrationInputSchema). */
export const NAME_MAX = 120;
export const ASSESSMENTS_MAX = 30;

export type FormMode = 'create' | 'edit' | 'duplicate';

/** An organisation chosen in the picker. The name is known once a list showing it loaded. */
export interface OrgChoice {
  id: string;
  type: OrgKind;
  name?: string;
}

/** A chosen assessment (task variant) in the order participants meet it. */
export interface SelectedAssessment {
  variantId: string;
  variantName: string;
  taskId: string;
  taskName: string;
  conditions: AssessmentConditions | null;
}

export interface AdministrationFormValues {
  name: string;
  publicName: string;
  /** Local calendar dates 'YYYY-MM-DD' of the first and last day. */
  dates: [string | null, string | null];
  orgs: OrgChoice[];
  assessments: SelectedAssessment[];
  /** Null until the administrator answers (the question is required). */
  sequential: boolean | null;
  consent: boolean;
  assent: boolean;
  /** 'No consent or assent needed': excludes the two above. */
  noLegal: boolean;
  isTest: boolean;
}

export type FormField =
  'name' | 'publicName' | 'dates' | 'orgs' | 'assessments' | 'sequential' | 'legal' | 'isTest';

/** Message keys (under `form.errors`) per field. */
export type FormErrors = Partial<Record<FormField, string>>;

export const ORG_LIST_KEYS: Record<OrgKind, keyof OrgLists> = {
  district: 'districts',
  school: 'schools',
  class: 'classes',
  group: 'groups',
  family: 'families',
};

export function emptyFormValues(): AdministrationFormValues {
  return {
    name: '',
    publicName: '',
    dates: [null, null],
    orgs: [],
    assessments: [],
    sequential: null,
    consent: false,
    assent: false,
    noLegal: false,
    isTest: false,
  };
}

/** Form values of a saved administration; a duplicate gets `copySuffix` on both names. */
export function valuesFromAdministration(
  administration: Administration,
  copySuffix?: string,
): AdministrationFormValues {
  const suffix = copySuffix ?? '';
  const orgs = (Object.entries(ORG_LIST_KEYS) as [OrgKind, keyof OrgLists][]).flatMap(
    ([type, key]) => administration.orgs[key].map((id) => ({ id, type })),
  );
  const { consent, assent } = administration.legal;
  return {
    name: `${administration.name}${suffix}`.slice(0, NAME_MAX),
    publicName: `${administration.publicName}${suffix}`.slice(0, NAME_MAX),
    dates: [
      localDateString(new Date(administration.dateOpened)),
      localDateString(new Date(administration.dateClosed)),
    ],
    orgs,
    assessments: administration.assessments.map((a) => ({
      variantId: a.variantId,
      variantName: a.variantName,
      taskId: a.taskId,
      taskName: a.taskName,
      conditions: a.conditions,
    })),
    sequential: administration.sequential,
    consent,
    assent,
    noLegal: !consent && !assent,
    isTest: administration.isTest,
  };
}

function localDay(date: string, end: boolean): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return end
    ? new Date(year, month - 1, day, 23, 59, 59, 999)
    : new Date(year, month - 1, day, 0, 0, 0, 0);
}

/**
 * Client-side checks mirroring the server's (AdministrationInputSchema and its service rules).
 * `today` is the local date 'YYYY-MM-DD'; a new administration may not start before it.
 */
export function validateForm(
  values: AdministrationFormValues,
  mode: FormMode,
  today: string,
): FormErrors {
  const errors: FormErrors = {};
  if (!values.name.trim()) errors.name = 'nameRequired';
  else if (values.name.trim().length > NAME_MAX) errors.name = 'tooLong';
  if (!values.publicName.trim()) errors.publicName = 'publicNameRequired';
  else if (values.publicName.trim().length > NAME_MAX) errors.publicName = 'tooLong';
  const [start, end] = values.dates;
  if (!start || !end) errors.dates = 'datesRequired';
  else if (end < start) errors.dates = 'endBeforeStart';
  else if (mode !== 'edit' && start < today) errors.dates = 'startInPast';
  if (values.orgs.length === 0) errors.orgs = 'orgsRequired';
  if (values.assessments.length === 0) errors.assessments = 'assessmentsRequired';
  else if (values.assessments.length > ASSESSMENTS_MAX) errors.assessments = 'tooManyAssessments';
  if (values.sequential === null) errors.sequential = 'sequentialRequired';
  if (!values.noLegal && !values.consent && !values.assent) errors.legal = 'legalRequired';
  return errors;
}

/** The request body of valid values: the first day from 00:00, the last until 23:59:59.999. */
export function toAdministrationInput(values: AdministrationFormValues): AdministrationInput {
  const [start, end] = values.dates;
  if (!start || !end || values.sequential === null) throw new Error('The form is not valid');
  const orgs: OrgLists = { districts: [], schools: [], classes: [], groups: [], families: [] };
  for (const org of values.orgs) orgs[ORG_LIST_KEYS[org.type]].push(org.id);
  return {
    name: values.name.trim(),
    publicName: values.publicName.trim(),
    dateOpened: localDay(start, false).toISOString(),
    dateClosed: localDay(end, true).toISOString(),
    orgs,
    assessments: values.assessments.map(({ variantId, conditions }) => ({ variantId, conditions })),
    sequential: values.sequential,
    legal: values.noLegal
      ? { consent: false, assent: false }
      : { consent: values.consent, assent: values.assent },
    isTest: values.isTest,
  };
}

const FIELD_OF_PATH: Record<string, FormField> = {
  name: 'name',
  publicName: 'publicName',
  dateOpened: 'dates',
  dateClosed: 'dates',
  orgs: 'orgs',
  assessments: 'assessments',
  sequential: 'sequential',
  legal: 'legal',
  isTest: 'isTest',
};

const REQUIRED: Partial<Record<FormField, string>> = {
  name: 'nameRequired',
  publicName: 'publicNameRequired',
  dates: 'datesRequired',
  orgs: 'orgsRequired',
  assessments: 'assessmentsRequired',
  sequential: 'sequentialRequired',
  legal: 'legalRequired',
};

/** Codes the server may give per field that have their own text (others read 'not valid'). */
export const KNOWN_SERVER_CODES = [
  'tooLong',
  'endBeforeStart',
  'startInPast',
  'notFound',
  'duplicate',
];

/**
 * The server's per-field problems (`fields`: path -> code) as form errors. Paths are dotted
 * ('assessments.0.variantId'); the first segment names the form field.
 */
export function errorsFromServer(fields: Record<string, string> | undefined): FormErrors {
  return mapFieldErrors(fields, {
    field: (path) => FIELD_OF_PATH[path.split('.')[0] ?? ''],
    message: (code, field) => {
      const required = REQUIRED[field as FormField];
      if (code === 'required' && required) return required;
      return KNOWN_SERVER_CODES.includes(code) ? `server.${code}` : 'server.invalid';
    },
  });
}
