/**
 * Navigation outside React components (after sign-in completes, after sign-out from a timer).
 * The app registers its router's navigate function once at start.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => Promise<void> | void;

let navigateFn: Navigate | null = null;

export function registerAppNavigate(fn: Navigate): void {
  navigateFn = fn;
}

export async function appNavigate(to: string, options?: { replace?: boolean }): Promise<void> {
  if (navigateFn) await navigateFn(to, options);
  else window.location.assign(to);
}
