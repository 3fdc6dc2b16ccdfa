import { describe, expect, it } from 'vitest';
import type { Administration } from '@roar/contracts';
import {
  emptyFormValues,
  errorsFromServer,
  toAdministrationInput,
  validateForm,
  valuesFromAdministration,
  type AdministrationFormValues,
} from './form-values.ts';

const valid: AdministrationFormValues = {
  ...emptyFormValues(),
  name: ' Fall screening ',
  publicName: 'Reading games',
  dates: ['2026-09-01', '2026-09-30'],
  orgs: [
    { id: 'd1', type: 'district', name: 'Demo District' },
    { id: 'c1', type: 'class', name: 'Room 204' },
  ],
  assessments: [
    { variantId: 'v1', variantName: 'default', taskId: 'swr', taskName: 'Word', conditions: null },
  ],
  sequential: true,
  consent: true,
};

describe('administration form values', () => {
  it('accepts a complete form', () => {
    expect(validateForm(valid, 'create', '2026-08-15')).toEqual({});
  });

  it('names every missing answer', () => {
    expect(validateForm(emptyFormValues(), 'create', '2026-08-15')).toEqual({
      name: 'nameRequired',
      publicName: 'publicNameRequired',
      dates: 'datesRequired',
      orgs: 'orgsRequired',
      assessments: 'assessmentsRequired',
      sequential: 'sequentialRequired',
      legal: 'legalRequired',
    });
  });

  it('checks names and the date range', () => {
    const long = 'x'.repeat(121);
    expect(validateForm({ ...valid, name: long, publicName: '  ' }, 'edit', '2026-08-15')).toEqual({
      name: 'tooLong',
      publicName: 'publicNameRequired',
    });
    const backwards = { ...valid, dates: ['2026-09-30', '2026-09-01'] as [string, string] };
    expect(validateForm(backwards, 'create', '2026-08-15').dates).toBe('endBeforeStart');
    const past = { ...valid, dates: ['2026-08-01', '2026-09-01'] as [string, string] };
    expect(validateForm(past, 'create', '2026-08-15').dates).toBe('startInPast');
    expect(validateForm(past, 'duplicate', '2026-08-15').dates).toBe('startInPast');
    // An administration being edited may have started already.
    expect(validateForm(past, 'edit', '2026-08-15').dates).toBeUndefined();
  });

  it('accepts "no consent or assent needed" instead of a form', () => {
    const none = { ...valid, consent: false, noLegal: true };
    expect(validateForm(none, 'create', '2026-08-15')).toEqual({});
    expect(toAdministrationInput({ ...none, assent: true }).legal).toEqual({
      consent: false,
      assent: false,
    });
  });

  it('sends the first day from local midnight and the last day to its end', () => {
    const input = toAdministrationInput(valid);
    expect(input.dateOpened).toBe(new Date(2026, 8, 1, 0, 0, 0, 0).toISOString());
    expect(input.dateClosed).toBe(new Date(2026, 8, 30, 23, 59, 59, 999).toISOString());
    expect(input).toMatchObject({
      name: 'Fall screening',
      orgs: { districts: ['d1'], schools: [], classes: ['c1'], groups: [], families: [] },
      assessments: [{ variantId: 'v1', conditions: null }],
      sequential: true,
      legal: { consent: true, assent: false },
      isTest: false,
    });
  });

  it('reads a saved administration, with the copy suffix for a duplicate', () => {
    const saved: Administration = {
      id: 'a1',
      name: 'Spring',
      publicName: 'Games',
      dateOpened: new Date(2026, 3, 1).toISOString(),
      dateClosed: new Date(2026, 5, 14, 23, 59, 59, 999).toISOString(),
      dateCreated: '2026-01-01T00:00:00.000Z',
      sequential: false,
      isTest: true,
      legal: { consent: false, assent: false },
      orgs: { districts: [], schools: ['s1'], classes: [], groups: ['g1'], families: [] },
      assessments: [
        {
          variantId: 'v2',
          variantName: 'es',
          taskId: 'pa',
          taskName: 'Phoneme',
          params: {},
          conditions: { optional: true },
        },
      ],
      createdBy: null,
    };
    const values = valuesFromAdministration(saved, ' - Copy');
    expect(values).toMatchObject({
      name: 'Spring - Copy',
      publicName: 'Games - Copy',
      dates: ['2026-04-01', '2026-06-14'],
      orgs: [
        { id: 's1', type: 'school' },
        { id: 'g1', type: 'group' },
      ],
      sequential: false,
      noLegal: true,
      isTest: true,
    });
    expect(values.assessments[0]).toMatchObject({
      variantId: 'v2',
      conditions: { optional: true },
    });
  });

  it('maps the server field problems onto the form fields', () => {
    expect(
      errorsFromServer({
        name: 'required',
        dateClosed: 'endBeforeStart',
        'assessments.0.variantId': 'notFound',
        'orgs.schools': 'Too big: expected array to have <=500 items',
      }),
    ).toEqual({
      name: 'nameRequired',
      dates: 'server.endBeforeStart',
      assessments: 'server.notFound',
      orgs: 'server.invalid',
    });
  });
});
