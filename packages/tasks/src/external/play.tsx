import { useState } from 'react';
import type { TaskRunContext } from '../plugin.ts';
import { itemClipId } from '../choice/clips.ts';
import type { GameMessages } from '../ui/messages.ts';
import { mountGame } from '../ui/mount.tsx';
import '../ui/cognition.css';
import type { ExternalParams } from './definition.ts';
import { EXTERNAL_TEXTS, type ExternalClipKey } from './texts.ts';

/** How often the page asks whether the other site has completed the run (ms). */
const POLL_MS = 4_000;

type External = NonNullable<TaskRunContext<unknown>['external']>;

/**
 * The launch page: what to do, the big button that opens the game in a new tab (then opens it
 * again), and in launch mode the adult's confirmation. A tab is opened inside the click (browsers
 * block one opened later) and pointed at the signed address once the server has made it.
 */
function Launch(props: {
  external: External;
  messages: GameMessages;
  onOpened: () => void;
  onAdultConfirm: () => void;
}) {
  const { external, messages, onOpened, onAdultConfirm } = props;
  const [opened, setOpened] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [fallback, setFallback] = useState<string | null>(null);
  const open = () => {
    const tab = window.open('', '_blank');
    setProblem(null);
    external.link().then(
      (url) => {
        setOpened(true);
        onOpened();
        if (tab) {
          tab.opener = null;
          tab.location.href = url;
        } else {
          setFallback(url);
        }
      },
      (error: unknown) => {
        tab?.close();
        const code = (error as { code?: string } | null)?.code;
        setProblem(
          code === 'external_not_configured' ? messages.notConfigured : messages.openFailed,
        );
      },
    );
  };
  return (
    <div className="roar-cog roar-external">
      <p className="roar-cog__question" aria-live="polite">
        {opened ? EXTERNAL_TEXTS.waiting : EXTERNAL_TEXTS.intro}
      </p>
      <button
        type="button"
        className="roar-game__button"
        data-action="open-external"
        onClick={open}
      >
        {opened ? messages.openAgain : messages.openGame}
      </button>
      {fallback ? (
        <a href={fallback} target="_blank" rel="noopener noreferrer" data-action="open-link">
          {messages.openGame}
        </a>
      ) : null}
      {problem ? (
        <p className="roar-external__problem" role="alert">
          {problem}
        </p>
      ) : null}
      {external.byAdult ? (
        <button
          type="button"
          className="roar-game__replay"
          data-action="adult-confirm"
          onClick={onAdultConfirm}
        >
          {messages.adultConfirm}
        </button>
      ) : null}
    </div>
  );
}

/** Resolves once the run is completed by the other site (asked every few seconds and on focus). */
function completion(external: External, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      clearTimeout(timer);
      window.removeEventListener('focus', check);
    };
    const check = () => {
      clearTimeout(timer);
      external.completed().then(
        (done) => {
          if (done) {
            stop();
            resolve();
          } else if (!signal.aborted) timer = setTimeout(check, POLL_MS);
        },
        () => {
          if (!signal.aborted) timer = setTimeout(check, POLL_MS);
        },
      );
    };
    window.addEventListener('focus', check);
    signal.addEventListener('abort', stop, { once: true });
    timer = setTimeout(check, POLL_MS);
  });
}

/**
 * Plays an external game's run: the launch page (spoken), then waiting until the other site's
 * signed callback completes the run, or an adult who launched the student confirms it; then the
 * closing words.
 */
export async function playExternal(
  context: TaskRunContext<ExternalParams>,
  taskId: string,
): Promise<void> {
  const ui = mountGame(context as TaskRunContext<unknown>, 'en');
  const say = (key: ExternalClipKey) =>
    void ui.speakClip(itemClipId('en', taskId, key)).catch(() => {});
  const { external } = context;
  try {
    await ui.start();
    if (!external) throw new Error('An external game needs the runner to open it.');
    let confirm: () => void = () => {};
    const confirmed = new Promise<void>((resolve) => (confirm = resolve));
    ui.store.set({
      progress: null,
      screen: {
        kind: 'custom',
        awaiting: false,
        body: (
          <Launch
            external={external}
            messages={ui.messages}
            onOpened={() => say('waiting')}
            onAdultConfirm={() => confirm()}
          />
        ),
      },
    });
    say('intro');
    // Asking stops once the page is done (completed, confirmed, or left).
    const asking = new AbortController();
    context.signal.addEventListener('abort', () => asking.abort(), { once: true });
    try {
      await ui.guard(Promise.race([completion(external, asking.signal), confirmed]));
    } finally {
      asking.abort();
    }
    context.audio.stop();
    const shown = ui.waitForContinue({ kind: 'instructions', text: EXTERNAL_TEXTS.done });
    say('done');
    await shown;
  } finally {
    ui.unmount();
  }
}
