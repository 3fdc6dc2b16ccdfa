/** A date as the database's `date` text (YYYY-MM-DD, UTC): membership periods are compared by it. */
export function today(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}
