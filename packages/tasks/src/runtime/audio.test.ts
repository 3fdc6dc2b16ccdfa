import { beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import {
  createAudioPlayer,
  type AudioBufferLike,
  type AudioContextLike,
  type AudioPlayer,
  type AudioSourceLike,
} from './audio.ts';
import { FakeClockSource } from './fake-clock-source.ts';

/** A source node that ends only when the test says so (`end()`), like a clip reaching its end. */
class FakeSource implements AudioSourceLike {
  buffer: AudioBufferLike | null = null;
  onended: ((event: Event) => unknown) | null = null;
  started = false;
  stopped = false;
  connect() {}
  disconnect() {}
  start() {
    this.started = true;
  }
  stop() {
    this.stopped = true;
  }
  end() {
    this.onended?.(new Event('ended'));
  }
}

/** Decodes "clip:<seconds>" bytes; anything else is not audio and fails like a real decoder. */
class FakeContext implements AudioContextLike {
  state: AudioContextLike['state'] = 'suspended';
  readonly destination = {} as AudioNode;
  sources: FakeSource[] = [];
  resumes = 0;
  closed = false;
  async resume() {
    this.resumes += 1;
    this.state = 'running';
  }
  async close() {
    this.closed = true;
    this.state = 'closed';
  }
  async decodeAudioData(data: ArrayBuffer): Promise<AudioBufferLike> {
    const text = new TextDecoder().decode(data);
    if (!text.startsWith('clip:')) throw new DOMException('Unable to decode', 'EncodingError');
    return { duration: Number(text.slice(5)) };
  }
  createBuffer(_channels: number, length: number, sampleRateHz: number): AudioBufferLike {
    return { duration: length / sampleRateHz };
  }
  createBufferSource() {
    const source = new FakeSource();
    this.sources.push(source);
    return source;
  }
  /** Sources of real clips (the unlock's one-sample buffer left out). */
  get clipSources() {
    return this.sources.filter((source) => (source.buffer?.duration ?? 0) >= 0.01);
  }
}

const FILES: Record<string, string> = {
  '/audio/a.mp3': 'clip:2',
  '/audio/b.mp3': 'clip:3',
  '/audio/broken.mp3': 'not audio',
};

let context: FakeContext;
let clock: FakeClockSource;
let fetchMock: Mock<typeof fetch>;
let player: AudioPlayer;

/** Lets pending promise callbacks (fetch, decode, play) run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function track(promise: Promise<void>) {
  const state = { done: false };
  void promise.then(() => (state.done = true));
  return state;
}

beforeEach(() => {
  context = new FakeContext();
  clock = new FakeClockSource();
  fetchMock = vi.fn<typeof fetch>(async (input) => {
    const body = FILES[String(input)];
    return body === undefined ? new Response('missing', { status: 404 }) : new Response(body);
  });
  player = createAudioPlayer({ context: () => context, fetch: fetchMock, timers: clock });
});

describe('createAudioPlayer', () => {
  it('preloads each URL once and reports progress, failures included', async () => {
    const progress: Array<[number, number]> = [];
    const urls = ['/audio/a.mp3', '/audio/missing.mp3', '/audio/broken.mp3', '/audio/a.mp3'];
    await player.preload(urls, (loaded, total) => progress.push([loaded, total]));
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(progress.map(([loaded]) => loaded)).toEqual([1, 2, 3]);
    expect(progress.every(([, total]) => total === 3)).toBe(true);

    await player.preload(['/audio/a.mp3', '/audio/broken.mp3']);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('unlocks in the gesture: resumes the context and plays a silent buffer', async () => {
    expect(player.unlocked).toBe(false);
    await player.unlock();
    expect(player.unlocked).toBe(true);
    expect(context.resumes).toBe(1);
    expect(context.sources).toHaveLength(1);
    expect(context.sources[0]).toMatchObject({ started: true, buffer: { duration: 1 / 22050 } });
  });

  it('resolves play when the clip ends, not before, from the preloaded buffer', async () => {
    await player.preload(['/audio/a.mp3']);
    await player.unlock();
    const play = track(player.play('/audio/a.mp3'));
    await settle();
    const [source] = context.clipSources;
    expect(source).toMatchObject({ started: true, buffer: { duration: 2 } });
    expect(play.done).toBe(false);
    source!.end();
    await settle();
    expect(play.done).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('loads a clip that was not preloaded when it is played', async () => {
    await player.unlock();
    const play = player.play('/audio/b.mp3');
    await settle();
    expect(fetchMock).toHaveBeenCalledWith('/audio/b.mp3');
    context.clipSources[0]!.end();
    await play;
  });

  it('plays nothing and resolves at once before the unlock gesture', async () => {
    await player.preload(['/audio/a.mp3']);
    await player.play('/audio/a.mp3');
    expect(context.clipSources).toHaveLength(0);
  });

  it('resolves at once for clips that failed to fetch or decode, without retrying', async () => {
    await player.unlock();
    await player.play('/audio/missing.mp3');
    await player.play('/audio/broken.mp3');
    await player.play('/audio/missing.mp3');
    expect(context.clipSources).toHaveLength(0);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('resolves at once when the fetch itself throws (offline)', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await player.unlock();
    await expect(player.play('/audio/a.mp3')).resolves.toBeUndefined();
  });

  it('stop() silences the clip and resolves its play', async () => {
    await player.unlock();
    const play = track(player.play('/audio/a.mp3'));
    await settle();
    player.stop();
    await settle();
    expect(context.clipSources[0]!.stopped).toBe(true);
    expect(play.done).toBe(true);
  });

  it('plays one clip at a time: a new play stops the one playing', async () => {
    await player.preload(['/audio/a.mp3', '/audio/b.mp3']);
    await player.unlock();
    const first = track(player.play('/audio/a.mp3'));
    await settle();
    const second = track(player.play('/audio/b.mp3'));
    await settle();
    const [a, b] = context.clipSources;
    expect(a!.stopped).toBe(true);
    expect(first.done).toBe(true);
    expect(b!.started).toBe(true);
    expect(second.done).toBe(false);
  });

  it('does not start a clip that was stopped while it was still loading', async () => {
    await player.unlock();
    const play = player.play('/audio/a.mp3');
    player.stop();
    await play;
    expect(context.clipSources).toHaveLength(0);
  });

  it('resolves anyway when the ended event never comes (interrupted context)', async () => {
    await player.unlock();
    const play = track(player.play('/audio/a.mp3'));
    await settle();
    clock.advance(2_900);
    await settle();
    expect(play.done).toBe(false);
    clock.advance(200);
    await settle();
    expect(play.done).toBe(true);
    expect(clock.pending.timers).toBe(0);
  });

  it('clears the safety timer when the clip ends normally', async () => {
    await player.unlock();
    const play = player.play('/audio/a.mp3');
    await settle();
    context.clipSources[0]!.end();
    await play;
    expect(clock.pending.timers).toBe(0);
  });

  it('works without Web Audio: nothing is fetched and every call resolves', async () => {
    const silent = createAudioPlayer({ context: () => undefined, fetch: fetchMock, timers: clock });
    const progress: number[] = [];
    await silent.preload(['/audio/a.mp3', '/audio/b.mp3'], (loaded) => progress.push(loaded));
    await silent.unlock();
    await silent.play('/audio/a.mp3');
    silent.stop();
    expect(progress).toEqual([2]);
    expect(silent.unlocked).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('treats a context the browser refuses to create as no sound', async () => {
    const refused = createAudioPlayer({
      context: () => {
        throw new DOMException('Too many contexts', 'NotSupportedError');
      },
      fetch: fetchMock,
      timers: clock,
    });
    await refused.unlock();
    await expect(refused.play('/audio/a.mp3')).resolves.toBeUndefined();
  });

  it('close() stops, closes the context, and later calls are silent', async () => {
    await player.unlock();
    const play = track(player.play('/audio/a.mp3'));
    await settle();
    player.close();
    await settle();
    expect(play.done).toBe(true);
    expect(context.closed).toBe(true);
    expect(player.unlocked).toBe(false);
    await player.play('/audio/b.mp3');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
