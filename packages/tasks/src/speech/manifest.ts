import { CLIP_KEYS, clipId, type ClipKey, type SpeechLanguage } from './clips.ts';

/** Where the web app serves the manifest written by `scripts/build-speech-assets.ts`. */
export const SPEECH_MANIFEST_URL = '/audio/manifest.json';

/** One clip's audio file. */
export interface SpeechClipEntry {
  /** URL path of the MP3 under the web app's public folder, e.g. `/audio/en/swr.intro.mp3`. */
  file: string;
  /** `recorded`: a human recording replaced the synthesised voice for this clip. */
  source: 'synthesised' | 'recorded';
  /** The clip text the file was made from (or recorded for). */
  text: string;
  /** File size. */
  bytes: number;
  /** Hex SHA-256 of the file. */
  sha256: string;
  /**
   * Constant MP3 bit rate of a synthesised clip, mono: the narration (common, swr, sre) is 40, the
   * item prompts and instructions 32. Absent for a recording, which keeps its own.
   */
  bitrateKbps?: number;
}

/** The espeak-ng and lame settings every synthesised clip was made with (bit rate: per clip). */
export interface SpeechSynthesisSettings {
  engine: 'espeak-ng';
  voices: Record<SpeechLanguage, string>;
  /** Speaking rate in words per minute (espeak-ng `-s`). */
  rateWpm: number;
  /** espeak-ng pitch, 0-99 (`-p`). */
  pitch: number;
  encoder: 'lame';
  sampleRateHz: number;
}

/** `apps/web/public/audio/manifest.json`. */
export interface SpeechManifest {
  /** Format version of this file: 2 added `groups` and the per-clip bit rate. */
  version: 2;
  synthesis: SpeechSynthesisSettings;
  /**
   * The clip ids of each group (`common`, `swr`, `sre`, `letter`, `letter-es`, `letter-en-ca`,
   * `phonics`, `pa`, `pa-es`), both languages together, so a game preloads only its own clips.
   */
  groups: Record<string, string[]>;
  /**
   * Every clip by id: the fixed narration (`ClipId`, e.g. `en/common.start`) and the item banks'
   * prompts and instructions (`<language>/<group>.<key>`, e.g. `en/letter.letter-en-upper-b`).
   */
  clips: Record<string, SpeechClipEntry>;
}

/** Size and hash of a file under the public folder, or undefined when it does not exist. */
export type PublicFileInfo = (file: string) => { bytes: number; sha256: string } | undefined;

/** The URL of a fixed clip's audio, or undefined when the manifest lacks it. */
export function clipFile(
  manifest: SpeechManifest,
  language: SpeechLanguage,
  key: ClipKey,
): string | undefined {
  return manifest.clips[clipId(language, key)]?.file;
}

const FIXED_KEYS: ReadonlySet<string> = new Set(CLIP_KEYS);

/** A clip id's parts: `es/pa-es.DEL.intro` is es, group pa-es, key within the group DEL.intro. */
function splitClipId(id: string): { language: string; group: string; rest: string } {
  const slash = id.indexOf('/');
  const key = id.slice(slash + 1);
  const dot = key.indexOf('.');
  return { language: id.slice(0, slash), group: key.slice(0, dot), rest: key.slice(dot + 1) };
}

/** The group of a clip: its key up to the first dot (`en/common.start`: common). */
export function clipGroupOf(id: string): string {
  return splitClipId(id).group;
}

/**
 * Where a clip's MP3 is served. The fixed narration keeps its flat layout
 * (`/audio/en/common.start.mp3`); item clips get a folder per group
 * (`/audio/en/letter/letter-en-upper-b.mp3`, `/audio/es/pa-es/DEL.intro.mp3`).
 */
export function speechClipFile(id: string): string {
  const { language, group, rest } = splitClipId(id);
  return FIXED_KEYS.has(`${group}.${rest}`)
    ? `/audio/${language}/${group}.${rest}.mp3`
    : `/audio/${language}/${group}/${rest}.mp3`;
}

/** The manifest's `groups` index of `ids`: groups and their ids in first-seen order. */
export function groupClipIds(ids: Iterable<string>): Record<string, string[]> {
  const groups: Record<string, string[]> = {};
  for (const id of ids) (groups[clipGroupOf(id)] ??= []).push(id);
  return groups;
}

/**
 * Every way `manifest` disagrees with the clip texts (`expected`: clip id -> text) and the files:
 * a clip without an entry, an entry without a clip, a text changed since the audio was made, a
 * file in the wrong place, missing, or whose size or hash differs from its entry, or a `groups`
 * index that does not list the clips. Empty when the assets are up to date.
 */
export function speechManifestProblems(
  manifest: SpeechManifest,
  expected: Readonly<Record<string, string>>,
  fileInfo: PublicFileInfo,
): string[] {
  const problems: string[] = [];
  for (const [id, text] of Object.entries(expected)) {
    const entry = manifest.clips[id];
    if (!entry) {
      problems.push(`${id}: no manifest entry`);
      continue;
    }
    if (entry.text !== text) problems.push(`${id}: the clip text changed since its audio was made`);
    if (entry.file !== speechClipFile(id)) {
      problems.push(`${id}: ${entry.file} should be ${speechClipFile(id)}`);
    }
    const info = fileInfo(entry.file);
    if (!info) problems.push(`${id}: ${entry.file} does not exist`);
    else if (info.bytes !== entry.bytes || info.sha256 !== entry.sha256) {
      problems.push(`${id}: ${entry.file} differs from its manifest entry`);
    }
  }
  for (const id of Object.keys(manifest.clips)) {
    if (!Object.hasOwn(expected, id)) problems.push(`${id}: manifest entry without a clip`);
  }
  const groups = groupClipIds(Object.keys(expected));
  if (JSON.stringify(manifest.groups) !== JSON.stringify(groups)) {
    problems.push('groups: the index does not list the clips of each group');
  }
  return problems;
}
