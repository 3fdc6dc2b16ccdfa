/// <reference types="node" />
/**
 * Builds the game narration (packages/tasks/src/speech/clips.ts) into MP3 files the web app serves:
 *
 *   npx tsx packages/tasks/scripts/build-speech-assets.ts           build what changed
 *   npx tsx packages/tasks/scripts/build-speech-assets.ts --force   re-synthesise every clip
 *   npx tsx packages/tasks/scripts/build-speech-assets.ts --check   verify, change nothing
 *
 * Output: apps/web/public/audio/<lang>/<key>.mp3 (the key's dots kept: `en/swr.intro.mp3`) and
 * apps/web/public/audio/manifest.json (type SpeechManifest), which lists each clip's file, source,
 * text, size and SHA-256.
 *
 * Synthesis: espeak-ng (voice en-us for en, es-419 for es, fixed rate and pitch, see SETTINGS),
 * encoded by lame to constant-bit-rate mono MP3, which every browser's decodeAudioData plays. Both
 * are build tools only (espeak-ng is GPL-3, lame LGPL; `apt-get install espeak-ng lame`): neither
 * is bundled, only the audio they produce is committed. The same tool versions give the same bytes
 * (built with espeak-ng 1.51 and lame 3.100).
 *
 * Recorded voice: a human recording replaces a synthesised clip without code changes. Put it at
 * packages/tasks/assets/recorded/<lang>/<key>.mp3 (e.g. `assets/recorded/es/common.end.mp3`, mono
 * MP3, recorded from the clip's current text) and rerun: the script copies it and marks the clip
 * `recorded`. Delete the recording and rerun to go back to the synthesised voice. When the text of
 * a recorded clip changes, the script stops until the recording is redone or deleted.
 *
 * Idempotent: a synthesised clip is rebuilt only when its text or the settings changed, or its file
 * is missing or altered, so rerunning changes no byte and needs no espeak-ng unless something moved.
 * Stale MP3 files in the audio folders are removed.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CLIP_KEYS,
  SPEECH_CLIPS,
  SPEECH_LANGUAGES,
  clipId,
  speechManifestProblems,
  type ClipKey,
  type SpeechClipEntry,
  type SpeechLanguage,
  type SpeechManifest,
  type SpeechSynthesisSettings,
} from '../src/speech/index.ts';

const SETTINGS: SpeechSynthesisSettings = {
  engine: 'espeak-ng',
  voices: { en: 'en-us', es: 'es-419' },
  // Slower than espeak-ng's 175 wpm default: many listeners are just learning to read.
  rateWpm: 150,
  pitch: 50,
  encoder: 'lame',
  bitrateKbps: 40,
  // espeak-ng's native rate; MPEG-2 layer III, decoded by every browser.
  sampleRateHz: 22050,
};

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = resolve(packageDir, '../../apps/web/public');
const manifestPath = join(publicDir, 'audio/manifest.json');
const recordedDir = join(packageDir, 'assets/recorded');

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');
const publicPath = (file: string) => join(publicDir, file);
const fileUrl = (language: SpeechLanguage, key: ClipKey) => `/audio/${language}/${key}.mp3`;

function readIfExists(path: string): Buffer | undefined {
  return existsSync(path) ? readFileSync(path) : undefined;
}

function readManifest(): SpeechManifest | undefined {
  const text = readIfExists(manifestPath)?.toString('utf8');
  return text === undefined ? undefined : (JSON.parse(text) as SpeechManifest);
}

function run(command: string, args: string[], input: string | Buffer): Buffer {
  const result = spawnSync(command, args, { input, maxBuffer: 64 * 1024 * 1024 });
  if (result.error) throw new Error(`${command} failed to start: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr.toString()}`);
  return result.stdout;
}

function synthesise(language: SpeechLanguage, text: string): Buffer {
  // `-b 1`: the text on stdin is UTF-8 (Spanish accents); `--stdout`: a WAV file on stdout.
  const voice = ['-v', SETTINGS.voices[language], '-s', `${SETTINGS.rateWpm}`];
  const wav = run('espeak-ng', [...voice, '-p', `${SETTINGS.pitch}`, '-b', '1', '--stdout'], text);
  // `-t`: no LAME info tag, so the bytes do not depend on whether the output was seekable.
  const kbps = `${SETTINGS.bitrateKbps}`;
  const khz = `${SETTINGS.sampleRateHz / 1000}`;
  const encode = ['--quiet', '-m', 'm', '--cbr', '-b', kbps, '--resample', khz, '-q', '2', '-t'];
  return run('lame', [...encode, '--noreplaygain', '-', '-'], wav);
}

type Built = SpeechClipEntry & { action: 'recorded' | 'kept' | 'synthesised' };

/** The audio of one clip: the recording if there is one, else the current file if still valid. */
function buildClip(
  language: SpeechLanguage,
  key: ClipKey,
  previous: SpeechManifest | undefined,
  force: boolean,
): { entry: Built; data: Buffer } {
  const text = SPEECH_CLIPS[language][key];
  const file = fileUrl(language, key);
  const entryOf = (data: Buffer, source: SpeechClipEntry['source'], action: Built['action']) => ({
    entry: { file, source, text, bytes: data.length, sha256: sha256(data), action },
    data,
  });

  const old = previous?.clips[clipId(language, key)];
  const recorded = readIfExists(join(recordedDir, language, `${key}.mp3`));
  if (recorded) {
    // A recording says the text it was made from; a new text needs a new recording.
    if (old?.source === 'recorded' && old.sha256 === sha256(recorded) && old.text !== text) {
      throw new Error(
        `${clipId(language, key)}: the text changed since it was recorded; record it again ` +
          `or delete assets/recorded/${language}/${key}.mp3`,
      );
    }
    return entryOf(recorded, 'recorded', 'recorded');
  }

  const current = readIfExists(publicPath(file));
  const stillValid =
    !force &&
    old?.source === 'synthesised' &&
    old.text === text &&
    old.file === file &&
    JSON.stringify(previous?.synthesis) === JSON.stringify(SETTINGS) &&
    current !== undefined &&
    sha256(current) === old.sha256;
  if (stillValid) return entryOf(current, 'synthesised', 'kept');
  return entryOf(synthesise(language, text), 'synthesised', 'synthesised');
}

function writeIfChanged(path: string, data: Buffer): void {
  const current = readIfExists(path);
  if (current && current.equals(data)) return;
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, data);
}

function build(force: boolean): void {
  const previous = readManifest();
  const manifest: SpeechManifest = { version: 1, synthesis: SETTINGS, clips: {} };
  const counts = { recorded: 0, kept: 0, synthesised: 0 };
  let totalBytes = 0;
  for (const language of SPEECH_LANGUAGES) {
    const wanted = new Set<string>();
    for (const key of CLIP_KEYS) {
      const { entry, data } = buildClip(language, key, previous, force);
      const { action, ...stored } = entry;
      writeIfChanged(publicPath(stored.file), data);
      manifest.clips[clipId(language, key)] = stored;
      wanted.add(`${key}.mp3`);
      counts[action] += 1;
      totalBytes += stored.bytes;
    }
    const folder = publicPath(`audio/${language}`);
    for (const name of readdirSync(folder)) {
      if (name.endsWith('.mp3') && !wanted.has(name)) rmSync(join(folder, name));
    }
  }
  writeIfChanged(manifestPath, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
  process.stdout.write(
    `speech assets: ${counts.synthesised} synthesised, ${counts.kept} unchanged, ` +
      `${counts.recorded} recorded; ${totalBytes} bytes of MP3\n`,
  );
}

/** Manifest problems, plus recordings the manifest does not reflect yet. */
function check(): string[] {
  const manifest = readManifest();
  if (!manifest) return [`${manifestPath} does not exist`];
  const problems = speechManifestProblems(manifest, (file) => {
    const data = readIfExists(publicPath(file));
    return data && { bytes: data.length, sha256: sha256(data) };
  });
  if (JSON.stringify(manifest.synthesis) !== JSON.stringify(SETTINGS)) {
    problems.push('the synthesis settings changed since the clips were made');
  }
  for (const language of SPEECH_LANGUAGES) {
    for (const key of CLIP_KEYS) {
      const recorded = readIfExists(join(recordedDir, language, `${key}.mp3`));
      const entry = manifest.clips[clipId(language, key)];
      if (recorded && entry?.sha256 !== sha256(recorded)) {
        problems.push(`${clipId(language, key)}: a recording exists but is not in use`);
      } else if (!recorded && entry?.source === 'recorded') {
        problems.push(`${clipId(language, key)}: marked recorded but the recording is gone`);
      }
    }
  }
  return problems;
}

const args = new Set(process.argv.slice(2));
if (args.has('--check')) {
  const problems = check();
  for (const problem of problems) process.stderr.write(`${problem}\n`);
  if (problems.length > 0) {
    process.stderr.write('run: npx tsx packages/tasks/scripts/build-speech-assets.ts\n');
    process.exit(1);
  }
  process.stdout.write('speech assets are up to date\n');
} else {
  try {
    build(args.has('--force'));
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}
