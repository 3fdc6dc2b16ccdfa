import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api-client.ts';
import { apiFieldErrors, mapFieldErrors } from './field-errors.ts';

const refused = (fields?: Record<string, string>) =>
  new ApiRequestError(400, 'validation_failed', 'The request is not valid.', fields);

describe('mapFieldErrors', () => {
  it('keeps paths and codes without a mapping', () => {
    expect(mapFieldErrors({ 'name.first': 'required', email: 'email_taken' })).toEqual({
      'name.first': 'required',
      email: 'email_taken',
    });
    expect(mapFieldErrors(undefined)).toEqual({});
  });

  it('puts each path on its form field with the form message, first problem first', () => {
    const fields = { 'orgs.schools': 'unknown_org', 'orgs.classes': 'tooLong', name: 'required' };
    expect(
      mapFieldErrors(fields, {
        field: (path) => path.split('.')[0],
        message: (code, field) => `${field}: ${code}`,
      }),
    ).toEqual({ orgs: 'orgs: unknown_org', name: 'name: required' });
  });

  it('leaves out the paths a form does not show', () => {
    const fields = { 'students.0.grade': 'invalidGrade', captchaToken: 'captcha_failed' };
    expect(
      mapFieldErrors(fields, { field: (path) => (path.startsWith('students') ? path : undefined) }),
    ).toEqual({ 'students.0.grade': 'invalidGrade' });
  });

  it('treats every path as a plain key', () => {
    expect(mapFieldErrors({ constructor: 'required', toString: 'tooLong' })).toEqual({
      constructor: 'required',
      toString: 'tooLong',
    });
  });
});

describe('apiFieldErrors', () => {
  it('maps the field problems of an API error', () => {
    expect(
      apiFieldErrors(refused({ 'name.first': 'required' }), {
        field: (path) => path.replace(/^name\./, ''),
        message: (code) => code.toUpperCase(),
      }),
    ).toEqual({ first: 'REQUIRED' });
  });

  it('is empty for errors without field problems', () => {
    expect(apiFieldErrors(refused())).toEqual({});
    expect(apiFieldErrors(new ApiRequestError(0, 'network_error', 'offline'))).toEqual({});
    expect(apiFieldErrors(new Error('boom'))).toEqual({});
    expect(apiFieldErrors(undefined)).toEqual({});
  });
});
