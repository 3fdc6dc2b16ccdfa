import type { CoreMathLanguage } from './types.ts';

/**
 * A number as the bank writes it. The decimal separator is the point in both languages: the
 * Spanish academies recommend it (Ortografía de la lengua española, 2010), Mexico and most of
 * Central America use it, and the judge accepts a typed comma anyway. Thousands: English groups
 * with commas from 1,000; Spanish groups with a no-break space from 10 000 and leaves four digits
 * alone (the academies' rule), never with a point, which would read as a decimal. Minus is the
 * minus sign (−), not a hyphen.
 */
export function formatNumber(value: number, language: CoreMathLanguage): string {
  if (value < 0) return `−${formatNumber(-value, language)}`;
  const [whole = '0', decimals] = String(Number(value.toPrecision(12))).split('.');
  const group = language === 'en' ? whole.length > 3 : whole.length > 4;
  const grouped = group
    ? whole.replace(/\B(?=(\d{3})+$)/g, language === 'en' ? ',' : '\u00a0')
    : whole;
  return decimals ? `${grouped}.${decimals}` : grouped;
}

/** A fraction as typed and shown: 'n/d'. */
export const fractionText = (n: number, d: number) => `${n}/${d}`;
