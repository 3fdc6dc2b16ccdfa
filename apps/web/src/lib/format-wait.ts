/**
 * A wait (a 429's Retry-After) in the reader's language: seconds under a minute, whole minutes
 * (rounded up) above.
 */
export function formatWait(seconds: number, locale: string): string {
  const minutes = seconds >= 60 ? Math.ceil(seconds / 60) : 0;
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: minutes ? 'minute' : 'second',
    unitDisplay: 'long',
  }).format(minutes || seconds);
}
