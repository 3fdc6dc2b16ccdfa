/// <reference types="node" />
/**
 * Builds the game speech into MP3 files the web app serves: the fixed narration
 * (packages/tasks/src/speech/clips.ts) and every prompt and instruction of the item banks
 * (packages/tasks/src/speech/item-clips.ts).
 *
 *   npx tsx packages/tasks/scripts/build-speech-assets.ts           build what changed
 *   npx tsx packages/tasks/scripts/build-speech-assets.ts --force   re-synthesise every clip
 *   npx tsx packages/tasks/scripts/build-speech-assets.ts --check   verify, change nothing
 *
 * Output: apps/web/public/audio/<lang>/<key>.mp3 for the narration (the key's dots kept:
 * `en/swr.intro.mp3`), apps/web/public/audio/<lang>/<group>/<key>.mp3 for item clips
 * (`en/letter/letter-en-upper-b.mp3`), and apps/web/public/audio/manifest.json (type
 * SpeechManifest), which lists each clip's file, source, text, size, SHA-256 and bit rate, and the
 * clip ids of each group.
 *
 * Synthesis: espeak-ng (voice en-us for en, es-419 for es, fixed rate and pitch, see SETTINGS),
 * encoded by lame to constant-bit-rate mono MP3 (40 kbps for the narration, 32 kbps for the
 * hundreds of short item clips, to keep the repository small), which every browser's
 * decodeAudioData plays. Both are build tools only (espeak-ng is GPL-3, lame LGPL; `apt-get install
 * espeak-ng lame`): neither is bundled, only the audio they produce is committed. The same tool versions give the same bytes
 * (built with espeak-ng 1.51 and lame 3.100).
 *
 * Recorded voice: a human recording replaces a synthesised clip without code changes. Put it at
 * packages/tasks/assets/recorded/ under the clip's path below /audio (e.g.
 * `assets/recorded/es/common.end.mp3`, `assets/recorded/en/phonics/intro.mp3`; mono MP3, recorded
 * from the clip's current text) and rerun: the script copies it and marks the clip `recorded`.
 * Delete the recording and rerun to go back to the synthesised voice. When the text of a recorded
 * clip changes, the script stops until the recording is redone or deleted.
 *
 * Idempotent: a synthesised clip is rebuilt only when its text, bit rate or the settings changed, or its file
 * is missing or altered, so rerunning changes no byte and needs no espeak-ng unless something moved.
 * Stale MP3 files (and emptied folders) under apps/web/public/audio are removed.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  rmdirSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  fixedClipTexts,
  groupClipIds,
  speechClipFile,
  speechManifestProblems,
  type SpeechClipEntry,
  type SpeechLanguage,
  type SpeechManifest,
  type SpeechSynthesisSettings,
} from '../src/speech/index.ts';
import { allClipTexts } from '../src/speech/item-clips.ts';

const SETTINGS: SpeechSynthesisSettings = {
  engine: 'espeak-ng',
  voices: { en: 'en-us', es: 'es-419' },
  // Slower than espeak-ng's 175 wpm default: many listeners are just learning to read.
  rateWpm: 150,
  pitch: 50,
  encoder: 'lame',
  // espeak-ng's native rate; MPEG-2 layer III, decoded by every browser.
  sampleRateHz: 22050,
};

/** The narration keeps 40 kbps; the item clips, short and many, get 32 (still clear speech). */
const FIXED_CLIPS: ReadonlySet<string> = new Set(Object.keys(fixedClipTexts()));
const bitrateOf = (id: string) => (FIXED_CLIPS.has(id) ? 40 : 32);
const languageOf = (id: string) => id.slice(0, id.indexOf('/')) as SpeechLanguage;

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = resolve(packageDir, '../../apps/web/public');
const audioDir = join(publicDir, 'audio');
const manifestPath = join(audioDir, 'manifest.json');
const recordedDir = join(packageDir, 'assets/recorded');

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');
const publicPath = (file: string) => join(publicDir, file);
/** A recording lies at the clip's path below /audio: `/audio/en/phonics/intro.mp3`, `en/phonics/intro.mp3`. */
const recordingPath = (id: string) =>
  join(recordedDir, speechClipFile(id).replace(/^\/audio\//, ''));

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

function synthesise(language: SpeechLanguage, text: string, bitrateKbps: number): Buffer {
  // `-b 1`: the text on stdin is UTF-8 (Spanish accents); `--stdout`: a WAV file on stdout.
  const voice = ['-v', SETTINGS.voices[language], '-s', `${SETTINGS.rateWpm}`];
  const wav = run('espeak-ng', [...voice, '-p', `${SETTINGS.pitch}`, '-b', '1', '--stdout'], text);
  // `-t`: no LAME info tag, so the bytes do not depend on whether the output was seekable.
  const khz = `${SETTINGS.sampleRateHz / 1000}`;
  const encode = ['--quiet', '-m', 'm', '--cbr', '-b', `${bitrateKbps}`, '--resample', khz];
  return run('lame', [...encode, '-q', '2', '-t', '--noreplaygain', '-', '-'], wav);
}

/** Synthesises each (language, bit rate, text) once per run: en and en-CA share many texts. */
function createSynthesiser() {
  const made = new Map<string, Buffer>();
  return (language: SpeechLanguage, text: string, bitrateKbps: number): Buffer => {
    const key = JSON.stringify([language, bitrateKbps, text]);
    const data = made.get(key) ?? synthesise(language, text, bitrateKbps);
    made.set(key, data);
    return data;
  };
}

type Action = 'recorded' | 'kept' | 'synthesised';

/** The audio of one clip: the recording if there is one, else the current file if still valid. */
function buildClip(
  id: string,
  text: string,
  previous: SpeechManifest | undefined,
  force: boolean,
  make: ReturnType<typeof createSynthesiser>,
): { entry: SpeechClipEntry; action: Action; data: Buffer } {
  const file = speechClipFile(id);
  const bitrateKbps = bitrateOf(id);
  const result = (data: Buffer, action: Action) => {
    const source = action === 'recorded' ? 'recorded' : 'synthesised';
    const entry: SpeechClipEntry = { file, source, text, bytes: data.length, sha256: sha256(data) };
    if (source === 'synthesised') entry.bitrateKbps = bitrateKbps;
    return { entry, action, data };
  };

  const old = previous?.clips[id];
  const recorded = readIfExists(recordingPath(id));
  if (recorded) {
    // A recording says the text it was made from; a new text needs a new recording.
    if (old?.source === 'recorded' && old.sha256 === sha256(recorded) && old.text !== text) {
      throw new Error(
        `${id}: the text changed since it was recorded; record it again or delete ` +
          `${recordingPath(id)}`,
      );
    }
    return result(recorded, 'recorded');
  }

  const current = readIfExists(publicPath(file));
  const stillValid =
    !force &&
    old?.source === 'synthesised' &&
    old.text === text &&
    old.file === file &&
    old.bitrateKbps === bitrateKbps &&
    JSON.stringify(previous?.synthesis) === JSON.stringify(SETTINGS) &&
    current !== undefined &&
    sha256(current) === old.sha256;
  if (stillValid) return result(current, 'kept');
  return result(make(languageOf(id), text, bitrateKbps), 'synthesised');
}

function writeIfChanged(path: string, data: Buffer): void {
  const current = readIfExists(path);
  if (current && current.equals(data)) return;
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, data);
}

/** Removes the MP3 files under `folder` that no clip uses, and the folders that leaves empty. */
function removeStale(folder: string, wanted: ReadonlySet<string>): void {
  for (const item of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, item.name);
    if (item.isDirectory()) {
      removeStale(path, wanted);
      if (readdirSync(path).length === 0) rmdirSync(path);
    } else if (item.name.endsWith('.mp3') && !wanted.has(path)) rmSync(path);
  }
}

function build(force: boolean): void {
  const previous = readManifest();
  const texts = allClipTexts();
  const manifest: SpeechManifest = {
    version: 2,
    synthesis: SETTINGS,
    groups: groupClipIds(Object.keys(texts)),
    clips: {},
  };
  const make = createSynthesiser();
  const counts: Record<Action, number> = { recorded: 0, kept: 0, synthesised: 0 };
  const wanted = new Set<string>();
  let totalBytes = 0;
  for (const [id, text] of Object.entries(texts)) {
    const { entry, action, data } = buildClip(id, text, previous, force, make);
    writeIfChanged(publicPath(entry.file), data);
    manifest.clips[id] = entry;
    wanted.add(publicPath(entry.file));
    counts[action] += 1;
    totalBytes += entry.bytes;
  }
  removeStale(audioDir, wanted);
  writeIfChanged(manifestPath, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
  process.stdout.write(
    `speech assets: ${counts.synthesised} synthesised, ${counts.kept} unchanged, ` +
      `${counts.recorded} recorded; ${totalBytes} bytes of MP3\n`,
  );
}

/** Manifest problems, plus settings, bit rates and recordings the manifest does not reflect. */
function check(): string[] {
  const manifest = readManifest();
  if (!manifest) return [`${manifestPath} does not exist`];
  if (manifest.version !== 2) return [`${manifestPath} has format version ${manifest.version}`];
  const texts = allClipTexts();
  const problems = speechManifestProblems(manifest, texts, (file) => {
    const data = readIfExists(publicPath(file));
    return data && { bytes: data.length, sha256: sha256(data) };
  });
  if (JSON.stringify(manifest.synthesis) !== JSON.stringify(SETTINGS)) {
    problems.push('the synthesis settings changed since the clips were made');
  }
  for (const id of Object.keys(texts)) {
    const recorded = readIfExists(recordingPath(id));
    const entry = manifest.clips[id];
    if (recorded && entry?.sha256 !== sha256(recorded)) {
      problems.push(`${id}: a recording exists but is not in use`);
    } else if (!recorded && entry?.source === 'recorded') {
      problems.push(`${id}: marked recorded but the recording is gone`);
    } else if (entry?.source === 'synthesised' && entry.bitrateKbps !== bitrateOf(id)) {
      problems.push(`${id}: made at ${entry.bitrateKbps} kbps instead of ${bitrateOf(id)}`);
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
