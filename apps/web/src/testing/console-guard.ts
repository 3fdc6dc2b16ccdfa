/**
 * An unexpected `console.error` fails the test (style rule 9). A test that expects one declares
 * it with `allowConsoleError(/pattern/)` first.
 */
let allowed: RegExp[] = [];
let unexpected: string[] = [];

export function allowConsoleError(pattern: RegExp): void {
  allowed.push(pattern);
}

function describe(args: unknown[]): string {
  return args
    .map((arg) => (arg instanceof Error ? `${arg.name}: ${arg.message}` : String(arg)))
    .join(' ');
}

export function startConsoleGuard(): void {
  allowed = [];
  unexpected = [];
  console.error = (...args: unknown[]) => {
    const text = describe(args);
    if (!allowed.some((pattern) => pattern.test(text))) unexpected.push(text);
  };
}

/** Throws when the test logged an error nobody allowed. */
export function finishConsoleGuard(): void {
  const errors = unexpected;
  unexpected = [];
  allowed = [];
  if (errors.length > 0) {
    throw new Error(`Unexpected console.error:\n${errors.map((e) => `  - ${e}`).join('\n')}`);
  }
}
