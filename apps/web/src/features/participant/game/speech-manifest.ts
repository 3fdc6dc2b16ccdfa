import type { SpeechManifest } from '@roar/tasks';

/** The manifest as served: its clip map, and (newer builds) the clip ids of each group. */
type ServedManifest = SpeechManifest & { groups?: Record<string, string[]> };

/**
 * The speech manifest (public/audio/manifest.json): clip id -> file. Read once per page; a
 * missing manifest leaves the games silent rather than broken (text is always on screen).
 */
let manifest: Promise<ServedManifest | null> | null = null;

export function loadSpeechManifest(): Promise<ServedManifest | null> {
  manifest ??= fetch('/audio/manifest.json')
    .then((response) => (response.ok ? (response.json() as Promise<ServedManifest>) : null))
    .catch(() => null);
  return manifest;
}

/** The clip groups a task speaks: the shared clips and its own. */
export function speechGroupsOf(taskId: string): string[] {
  const own = taskId.replace(/-es$/, '');
  if (own === 'swr' || own === 'sre' || own === 'phonics') return ['common', own];
  return ['common', taskId];
}

/** The clip files of `groups` in one language, to preload before the game starts. */
export function clipUrlsOf(
  source: ServedManifest | null,
  language: string,
  groups: readonly string[],
): string[] {
  if (!source) return [];
  const clips = source.clips as Record<string, { file: string } | undefined>;
  const ids = source.groups
    ? groups.flatMap((group) => source.groups?.[group] ?? [])
    : Object.keys(clips).filter((id) =>
        groups.some((group) => id.startsWith(`${language}/${group}.`)),
      );
  return ids
    .filter((id) => id.startsWith(`${language}/`))
    .flatMap((id) => (clips[id] ? [clips[id].file] : []));
}
