import { SPEECH_MANIFEST_URL, type SpeechManifest } from '@roar/tasks';

/**
 * The speech manifest (public/audio/manifest.json): clip id -> file, and the clip ids of each
 * group. Read once per page; a missing manifest leaves the games silent rather than broken.
 */
let manifest: Promise<SpeechManifest | null> | null = null;

export function loadSpeechManifest(): Promise<SpeechManifest | null> {
  manifest ??= fetch(SPEECH_MANIFEST_URL)
    .then((response) => (response.ok ? (response.json() as Promise<SpeechManifest>) : null))
    .catch(() => null);
  return manifest;
}

/** The clip files of `groups` in one language, to preload before the game starts. */
export function clipUrlsOf(
  source: SpeechManifest | null,
  language: string,
  groups: readonly string[],
): string[] {
  if (!source) return [];
  return groups
    .flatMap((group) => source.groups[group] ?? [])
    .filter((id) => id.startsWith(`${language}/`))
    .flatMap((id) => {
      const clip = source.clips[id];
      return clip ? [clip.file] : [];
    });
}
