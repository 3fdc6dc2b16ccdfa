import { describe, expect, it } from 'vitest';
import type { LegalDocument } from '@roar/db';
import { ageInYears, legalKindFor, pendingLegal, pickTranslation } from './pending.ts';

const now = new Date('2026-11-21T12:00:00.000Z');
const doc = (kind: 'consent' | 'assent', version: string, locale: string): LegalDocument => ({
  id: `${kind}-${version}-${locale}`,
  kind,
  version,
  locale,
  title: `${kind} ${locale}`,
  body: 'text',
  publishedAt: now,
  createdAt: now,
});

describe('legal requirements of a student', () => {
  it('asks adults and grade 12 for consent, younger students for assent', () => {
    expect(ageInYears('2008-11-21', now)).toBe(18);
    expect(ageInYears('2008-11-22', now)).toBe(17);
    expect(legalKindFor({ dateOfBirth: '2008-11-21', grade: null }, now)).toBe('consent');
    expect(legalKindFor({ dateOfBirth: null, grade: '12' }, now)).toBe('consent');
    expect(legalKindFor({ dateOfBirth: '2017-04-12', grade: '3' }, now)).toBe('assent');
  });

  it('picks the locale, then the language, then en-US', () => {
    const all = [doc('assent', 'v1', 'en-US'), doc('assent', 'v1', 'es-ES')];
    expect(pickTranslation(all, 'es-CO')?.locale).toBe('es-ES');
    expect(pickTranslation(all, 'fr-FR')?.locale).toBe('en-US');
    expect(pickTranslation(all, null)?.locale).toBe('en-US');
  });

  it('is pending until the current version is accepted, only when required', () => {
    const context = {
      documents: [doc('assent', 'v2', 'en-US'), doc('assent', 'v1', 'en-US')],
      accepted: new Set(['assent@v1']),
    };
    const child = { dateOfBirth: null, grade: '3', preferredLocale: 'en-US' };
    expect(pendingLegal(context, { consent: false, assent: true }, child, now)).toMatchObject([
      { documentId: 'assent-v2-en-US', version: 'v2' },
    ]);
    expect(pendingLegal(context, { consent: true, assent: false }, child, now)).toEqual([]);
    context.accepted.add('assent@v2');
    expect(pendingLegal(context, { consent: true, assent: true }, child, now)).toEqual([]);
  });
});
