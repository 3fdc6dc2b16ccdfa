/**
 * Loads an external script once (by address). With `callbackName`, the promise resolves when the
 * script calls that global function (how the maps script reports it is ready), otherwise on load.
 * Only used for the optional maps and captcha scripts, and only when their keys are configured.
 */
const pending = new Map<string, Promise<void>>();

export function loadScript(src: string, callbackName?: string): Promise<void> {
  const known = pending.get(src);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    if (callbackName) {
      (window as unknown as Record<string, unknown>)[callbackName] = () => resolve();
    } else {
      script.addEventListener('load', () => resolve(), { once: true });
    }
    script.addEventListener(
      'error',
      () => {
        pending.delete(src);
        script.remove();
        reject(new Error(`Could not load ${new URL(src).origin}`));
      },
      { once: true },
    );
    document.head.append(script);
  });
  pending.set(src, promise);
  return promise;
}

/** Forgets loaded scripts (tests). */
export function resetLoadedScripts(): void {
  pending.clear();
}
