import { itemClipId } from '../choice/clips.ts';
import type { TaskRunContext } from '../plugin.ts';
import { createTrialClock } from '../runtime/trial-clock.ts';
import type { GameTrial } from '../trial-types.ts';
import { mountGame } from './mount.tsx';
import type { StepLike } from './step-game.ts';

/** What a step game's script needs of its engine here. */
interface ReplayableEngine<Step> {
  replay(trials: readonly GameTrial[]): unknown;
  next(): Step | null;
  progress(): { answered: number; total: number };
}

/**
 * What every step game's script starts with (the cognition games and the survey): its view in
 * the game's language (English unless given), the trial clock, the ids of its clip group's clips, the engine replayed to where a reload left it (`resumedAt`: the step then
 * on screen, whose instructions are not said again), and `begin`, which starts a step's trial and
 * answers the bar's state (the practice label, or the share of the test done).
 */
export function stepSession<Step extends StepLike>(
  context: TaskRunContext<unknown>,
  group: string,
  engine: ReplayableEngine<Step>,
  language: 'en' | 'es' = 'en',
) {
  const ui = mountGame(context, language);
  const clock = createTrialClock();
  engine.replay(context.resume);
  return {
    ui,
    clock,
    clip: (key: string) => itemClipId(language, group, key),
    resumedAt: context.resume.length > 0 ? engine.next() : null,
    begin(step: Step): { practice: boolean; progress: number | null } {
      clock.endTrial();
      context.setTrialIndex(step.trialIndex);
      const practice = step.stage === 'practice';
      const { answered, total } = engine.progress();
      return { practice, progress: practice ? null : answered / Math.max(1, total) };
    },
  };
}
