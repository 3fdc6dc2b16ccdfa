import {
  CLIP_KEYS,
  SPEECH_CLIPS,
  SPEECH_LANGUAGES,
  clipId,
  type ClipId,
  type ClipKey,
  type SpeechLanguage,
} from './clips.ts';

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
}

/** The espeak-ng and lame settings the synthesised clips were made with. */
export interface SpeechSynthesisSettings {
  engine: 'espeak-ng';
  voices: Record<SpeechLanguage, string>;
  /** Speaking rate in words per minute (espeak-ng `-s`). */
  rateWpm: number;
  /** espeak-ng pitch, 0-99 (`-p`). */
  pitch: number;
  encoder: 'lame';
  /** Constant MP3 bit rate, mono. */
  bitrateKbps: number;
  sampleRateHz: number;
}

/** `apps/web/public/audio/manifest.json`. */
export interface SpeechManifest {
  /** Format version of this file. */
  version: 1;
  synthesis: SpeechSynthesisSettings;
  clips: Partial<Record<ClipId, SpeechClipEntry>>;
}

/** Size and hash of a file under the public folder, or undefined when it does not exist. */
export type PublicFileInfo = (file: string) => { bytes: number; sha256: string } | undefined;

/** The URL of a clip's audio, or undefined when the manifest lacks it. */
export function clipFile(
  manifest: SpeechManifest,
  language: SpeechLanguage,
  key: ClipKey,
): string | undefined {
  return manifest.clips[clipId(language, key)]?.file;
}

/**
 * Every way `manifest` disagrees with SPEECH_CLIPS and the files: a clip without an entry, an entry
 * without a clip, a text changed since the audio was made, a missing file, or a file whose size or
 * hash differs from its entry. Empty when the assets are up to date.
 */
export function speechManifestProblems(
  manifest: SpeechManifest,
  fileInfo: PublicFileInfo,
): string[] {
  const problems: string[] = [];
  const expected = new Set<string>();
  for (const language of SPEECH_LANGUAGES) {
    for (const key of CLIP_KEYS) {
      const id = clipId(language, key);
      expected.add(id);
      const entry = manifest.clips[id];
      if (!entry) {
        problems.push(`${id}: no manifest entry`);
        continue;
      }
      if (entry.text !== SPEECH_CLIPS[language][key]) {
        problems.push(`${id}: the clip text changed since its audio was made`);
      }
      const info = fileInfo(entry.file);
      if (!info) problems.push(`${id}: ${entry.file} does not exist`);
      else if (info.bytes !== entry.bytes || info.sha256 !== entry.sha256) {
        problems.push(`${id}: ${entry.file} differs from its manifest entry`);
      }
    }
  }
  for (const id of Object.keys(manifest.clips)) {
    if (!expected.has(id)) problems.push(`${id}: manifest entry without a clip`);
  }
  return problems;
}
