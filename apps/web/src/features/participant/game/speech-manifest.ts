import type { SpeechManifest } from '@roar/tasks';

/**
 * The speech manifest (public/audio/manifest.json): clip id -> file. Read once per page; a
 * missing manifest leaves the games silent rather than broken (text is always on screen).
 */
let manifest: Promise<SpeechManifest | null> | null = null;

export function loadSpeechManifest(): Promise<SpeechManifest | null> {
  manifest ??= fetch('/audio/manifest.json')
    .then((response) => (response.ok ? (response.json() as Promise<SpeechManifest>) : null))
    .catch(() => null);
  return manifest;
}

/** The clip files of one language's narration (to preload before the game starts). */
export function clipUrlsOf(source: SpeechManifest | null, language: string): string[] {
  if (!source) return [];
  return Object.entries(source.clips)
    .filter(([id]) => id.startsWith(`${language}/`))
    .map(([, clip]) => clip.file);
}
