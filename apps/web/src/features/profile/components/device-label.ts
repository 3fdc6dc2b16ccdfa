/** Browser and system names read from a user agent, for 'Firefox on Windows'; null if unknown. */
export function deviceOf(userAgent: string | null): { browser: string; os: string } | null {
  if (!userAgent) return null;
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /(Chrome|CriOS)\//.test(userAgent)
      ? 'Chrome'
      : /(Firefox|FxiOS)\//.test(userAgent)
        ? 'Firefox'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : null;
  const os = /iPhone|iPad/.test(userAgent)
    ? 'iOS'
    : /Android/.test(userAgent)
      ? 'Android'
      : /CrOS/.test(userAgent)
        ? 'ChromeOS'
        : /Windows/.test(userAgent)
          ? 'Windows'
          : /Mac OS X|Macintosh/.test(userAgent)
            ? 'macOS'
            : /Linux/.test(userAgent)
              ? 'Linux'
              : null;
  return browser && os ? { browser, os } : null;
}
