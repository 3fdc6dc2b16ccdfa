import type { TaskRunContext } from '../plugin.ts';
import type { GameMessages } from '../ui/messages.ts';
import { awaitPick, awaitPickWithin } from '../ui/pick.ts';
import { runStepGame } from '../ui/step-game.ts';
import { stepSession } from '../ui/step-session.ts';
import { TWO_CHOICE_KEYS } from '../ui/trial.ts';
import '../ui/cognition.css';
import type { HfParams } from './definition.ts';
import { createHfEngine, type HfOutcome, type HfStep } from './engine.ts';
import { HF_CLIP_TEXTS, hfIntroClip, hfShapeClip } from './instructions.ts';
import { ShapePicture } from './shape-picture.tsx';
import { HF_FEEDBACK_MS } from './rules.ts';
import { hfTrialData, hfTrialPlace } from './trial-data.ts';

/** The field: two boxes with a cross between them, the shape in one, a button under each. */
function Field(props: { step: HfStep; shown: boolean; messages: GameMessages }) {
  const { step, shown, messages } = props;
  const picture = (
    <ShapePicture
      shape={step.shape}
      label={step.shape === 'heart' ? messages.heart : messages.flower}
    />
  );
  return (
    <div
      className="roar-cog roar-hf"
      data-shape={shown ? step.shape : undefined}
      data-side={shown ? step.side : undefined}
    >
      <div className="roar-hf__field">
        <div className="roar-hf__box">{shown && step.side === 'left' ? picture : null}</div>
        <p className="roar-hf__fixation" aria-hidden="true">
          {shown ? '' : '+'}
        </p>
        <div className="roar-hf__box">{shown && step.side === 'right' ? picture : null}</div>
      </div>
      <div className="roar-hf__buttons" role="group" aria-label={messages.answerPrompt}>
        {(['left', 'right'] as const).map((side) => (
          <button
            key={side}
            type="button"
            className="roar-hf__button"
            data-pick={side}
            aria-label={side === 'left' ? messages.left : messages.right}
          >
            <span aria-hidden="true">{side === 'left' ? '◀' : '▶'}</span>
            <span className="roar-game__key" aria-hidden="true">
              {side === 'left' ? '←' : '→'}
            </span>
          </button>
        ))}
      </div>
    </div>
  );
}

/**
 * Plays one Hearts and Flowers run (README.md): each block opens with its rule, instruction
 * trials that wait for the right side (spoken, repeated with a reminder of the rule), practice
 * with feedback until the streak, then timed test trials; a fixation cross before every shape.
 */
export async function playHeartsAndFlowers(
  context: TaskRunContext<HfParams>,
  taskId: string,
): Promise<void> {
  const engine = createHfEngine({
    seed: context.rng.seed,
    practice: context.params.practice,
    ...(context.params.trialsPerBlock !== undefined
      ? { trialsPerBlock: context.params.trialsPerBlock }
      : {}),
  });
  const session = stepSession(context as TaskRunContext<unknown>, taskId, engine);
  const { ui, clock, clip } = session;
  let outcome: HfOutcome | null = null;
  let answeredInTime = true;

  const show = (step: HfStep, shown: boolean, awaiting: boolean) =>
    ui.store.set({
      screen: {
        kind: 'custom',
        awaiting,
        // An instruction trial's prompt can be heard again; a timed trial has no time for it.
        replay: shown && step.responseWindowMs === null,
        body: <Field step={step} shown={shown} messages={ui.messages} />,
      },
    });

  async function trial(step: HfStep): Promise<boolean> {
    const bar = session.begin(step);
    await clock.nextFrame(() => {
      ui.store.set(bar);
      show(step, false, false);
    });
    await clock.wait(step.fixationMs);
    const onsetMs = await clock.showAt(() => show(step, true, true));
    let response;
    if (step.responseWindowMs === null) {
      const prompt = clip(hfShapeClip('instruction', step.shape));
      ui.setReplay(() => void ui.speakClip(prompt).catch(() => {}));
      void ui.speakClip(prompt).catch(() => {});
      response = await awaitPick(clock, ui.root, TWO_CHOICE_KEYS);
      ui.setReplay(null);
      context.audio.stop();
    } else {
      response = await awaitPickWithin(clock, ui.root, TWO_CHOICE_KEYS, step.responseWindowMs);
    }
    answeredInTime = response !== null;
    const { correct, data } = hfTrialData(step, {
      response: response?.choice ?? null,
      source: response?.source ?? null,
      rtMs: response?.rtMs ?? null,
      onsetMs,
    });
    outcome = engine.answer(step, data.response);
    await context.record({ ...hfTrialPlace(step), data });
    return correct;
  }

  await runStepGame(context, session, {
    group: taskId,
    texts: HF_CLIP_TEXTS,
    next: () => engine.next(),
    before(step) {
      const keys: string[] = [];
      if (step.opensBlock) keys.push(hfIntroClip(step.block));
      if (step.opensPhase && step.phase === 'practice') keys.push('practice-intro');
      if (step.opensPhase && step.phase === 'test' && !step.opensBlock) keys.push('test-intro');
      return keys;
    },
    trial,
    feedback(step, correct) {
      if (outcome?.repeat) return hfShapeClip('retry', step.shape);
      if (outcome?.gaveUp) return 'move-on';
      if (correct) return 'feedback.correct';
      return answeredInTime ? 'feedback.wrong' : 'feedback.too-slow';
    },
    endKey: 'end',
    feedbackMs: HF_FEEDBACK_MS,
  });
}
