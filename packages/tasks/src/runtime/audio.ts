import { browserClockSource, type ClockSource } from './clock-source.ts';

/** The part of an AudioBuffer the player uses. */
export interface AudioBufferLike {
  /** Length in seconds. */
  readonly duration: number;
}

/** The part of an AudioBufferSourceNode the player uses. */
export interface AudioSourceLike {
  buffer: AudioBufferLike | null;
  onended: ((event: Event) => unknown) | null;
  connect(destination: AudioNode): unknown;
  disconnect(): void;
  start(when?: number): void;
  stop(when?: number): void;
}

/** The part of an AudioContext the player uses; tests pass a fake. */
export interface AudioContextLike {
  readonly state: AudioContextState | 'interrupted';
  readonly destination: AudioNode;
  resume(): Promise<void>;
  close(): Promise<void>;
  decodeAudioData(data: ArrayBuffer): Promise<AudioBufferLike>;
  createBuffer(channels: number, length: number, sampleRateHz: number): AudioBufferLike;
  createBufferSource(): AudioSourceLike;
}

export interface AudioPlayerOptions {
  /** Creates the context on first use; undefined where Web Audio is missing (sound is off). */
  context?: () => AudioContextLike | undefined;
  fetch?: typeof fetch;
  /** Timers of the end-of-clip safety net (the browser's by default). */
  timers?: Pick<ClockSource, 'setTimer' | 'clearTimer'>;
}

/**
 * Narration and spoken stimuli through Web Audio (architecture.md section 8). Sound is a help, never
 * a gate: without Web Audio, before the unlock gesture, or for a clip that failed to load, `play`
 * resolves at once, so a child on a muted or broken device can still play.
 */
export interface AudioPlayer {
  /**
   * Fetches and decodes `urls` (the loading screen); `onProgress(loaded, total)` after each one,
   * failed ones included. Never rejects: a failure is remembered and that clip stays silent.
   */
  preload(
    urls: readonly string[],
    onProgress?: (loaded: number, total: number) => void,
  ): Promise<void>;
  /** Call inside a user gesture (tap, key): resumes the context and plays a silent buffer (iOS). */
  unlock(): Promise<void>;
  /**
   * Plays one clip, stopping the one playing; resolves when it ends or is stopped. Loads a clip
   * that was not preloaded first.
   */
  play(url: string): Promise<void>;
  /** Stops the clip playing, if any; its `play` promise resolves. */
  stop(): void;
  /** Whether the context is running, i.e. `play` is heard. */
  readonly unlocked: boolean;
  /** Stops, releases the context and the decoded clips; later calls do nothing. */
  close(): void;
}

/** Time past a clip's duration after which `play` resolves anyway (`ended` lost, context stalled). */
const END_GRACE_MS = 1000;
/** A one-sample buffer is enough to unlock iOS; 22.05 kHz is a rate every engine accepts. */
const SILENT_RATE_HZ = 22050;

function browserContext(): AudioContextLike | undefined {
  return typeof AudioContext === 'undefined' ? undefined : new AudioContext();
}

/** A Web Audio player; decoded clips are cached by URL for the player's life. */
export function createAudioPlayer(options: AudioPlayerOptions = {}): AudioPlayer {
  const makeContext = options.context ?? browserContext;
  const fetchClip: (url: string) => Promise<Response> = options.fetch ?? ((url) => fetch(url));
  const timers = options.timers ?? browserClockSource();
  /** Decoded clip per URL; undefined once its fetch or decode failed. */
  const clips = new Map<string, Promise<AudioBufferLike | undefined>>();
  let context: AudioContextLike | undefined;
  let contextMade = false;
  let closed = false;
  let playing: { source: AudioSourceLike; finish: () => void } | undefined;
  /** Bumped by every play and stop: a clip still loading when it moved on must not start. */
  let generation = 0;

  const getContext = () => {
    if (!contextMade && !closed) {
      contextMade = true;
      try {
        context = makeContext();
      } catch {
        // Browsers limit live contexts per page; a refusal means playing without sound.
        context = undefined;
      }
    }
    return closed ? undefined : context;
  };

  const load = (url: string, audio: AudioContextLike) => {
    let clip = clips.get(url);
    if (!clip) {
      clip = (async () => {
        try {
          const response = await fetchClip(url);
          if (!response.ok) return undefined;
          return await audio.decodeAudioData(await response.arrayBuffer());
        } catch {
          return undefined;
        }
      })();
      clips.set(url, clip);
    }
    return clip;
  };

  const stop = () => {
    generation += 1;
    const current = playing;
    playing = undefined;
    if (!current) return;
    try {
      current.source.stop();
    } catch {
      // Already stopped or never started: nothing is sounding either way.
    }
    current.finish();
  };

  const start = (audio: AudioContextLike, buffer: AudioBufferLike) =>
    new Promise<void>((resolve) => {
      const source = audio.createBufferSource();
      source.buffer = buffer;
      try {
        source.connect(audio.destination);
        source.start(0);
      } catch {
        resolve();
        return;
      }
      // iOS can interrupt the context mid-clip (a call, a headset unplugged) and `ended` never
      // fires; the game must not wait for it forever.
      const timer = timers.setTimer(() => finish(), buffer.duration * 1000 + END_GRACE_MS);
      const finish = () => {
        timers.clearTimer(timer);
        source.onended = null;
        if (playing?.source === source) playing = undefined;
        try {
          source.disconnect();
        } catch {
          // Not connected.
        }
        resolve();
      };
      // `ended` is dispatched as a task, never during start(), so attaching it now is in time.
      source.onended = finish;
      playing = { source, finish };
    });

  return {
    async preload(urls, onProgress) {
      const unique = [...new Set(urls)];
      const audio = getContext();
      let loaded = 0;
      if (!audio) {
        onProgress?.(unique.length, unique.length);
        return;
      }
      await Promise.all(
        unique.map(async (url) => {
          await load(url, audio);
          loaded += 1;
          onProgress?.(loaded, unique.length);
        }),
      );
    },

    async unlock() {
      const audio = getContext();
      if (!audio) return;
      // Both calls must run synchronously inside the gesture, before any await.
      const resuming = audio.state === 'running' ? Promise.resolve() : audio.resume();
      try {
        const silent = audio.createBufferSource();
        silent.buffer = audio.createBuffer(1, 1, SILENT_RATE_HZ);
        silent.connect(audio.destination);
        silent.start(0);
      } catch {
        // The silent buffer only helps old iOS; resume() is what matters elsewhere.
      }
      await resuming.catch(() => {});
    },

    async play(url) {
      const audio = getContext();
      if (!audio) return;
      stop();
      const mine = generation;
      const buffer = await load(url, audio);
      // Superseded or stopped while loading, or closed: this clip no longer belongs.
      if (!buffer || mine !== generation || closed) return;
      // Suspended (no unlock gesture yet) or interrupted: `ended` would never fire, so skip.
      if (audio.state !== 'running') return;
      await start(audio, buffer);
    },

    stop,

    get unlocked() {
      return !closed && context?.state === 'running';
    },

    close() {
      if (closed) return;
      stop();
      closed = true;
      clips.clear();
      context?.close().catch(() => {});
    },
  };
}
