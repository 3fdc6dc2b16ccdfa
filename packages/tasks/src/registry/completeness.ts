import { catalogueTask } from '@roar/contracts';
import { createRng } from '../runtime/random.ts';
import { clipGroupsOfTask, type GameDefinition } from './definition.ts';

/** The scoring functions every game declares (docs/architecture.md, 'Adding a game'). */
const SCORING_PARTS = [
  'judge',
  'headline',
  'reachedEnd',
  'reliabilityBlocks',
  'normable',
  'timeLimitSeconds',
  'skills',
] as const;

/**
 * What a registered game lacks, in words (empty when complete): identity, schemas, scoring,
 * reliability, clips and report metadata; and for each task, a catalogue entry and (unless it is
 * played on another site) a default variant whose simulated run passes the game's trial schema
 * and scores.
 */
export function missingParts(game: GameDefinition): string[] {
  const missing: string[] = [];
  const need = (ok: unknown, part: string) => {
    if (!ok) missing.push(`${game.game}: ${part}`);
  };
  need(/^[a-z][a-z0-9-]*$/.test(game.game), 'a folder name');
  need(/^\d+\.\d+\.\d+$/.test(game.version), 'a version');
  need(game.tasks.length > 0, 'task ids');
  need(typeof game.trialData?.safeParse === 'function', 'a trial-data schema');
  need(['scored', 'human', 'progress-only'].includes(game.scoring?.mode), 'a scoring mode');
  need(game.scoring?.version, 'a scoring version');
  for (const part of SCORING_PARTS) {
    need(typeof game.scoring?.[part] === 'function', `scoring.${part}`);
  }
  need(
    typeof game.scoring?.choices === 'function' || game.scoring?.choices >= 2,
    'the number of choices (guessing rule)',
  );
  need(
    Array.isArray(game.timeLimits) && game.timeLimits.every((key) => typeof key === 'string'),
    'its time-limit params (timeLimits, [] for none)',
  );
  need(Array.isArray(game.scoring?.thresholds?.includedFlags), 'reliability thresholds');
  need(['provisional', 'none'].includes(game.report?.norms), 'report norms');
  need(Array.isArray(game.report?.skills), 'report skills');
  need(typeof game.simulate === 'function', 'simulate()');
  for (const task of game.tasks) {
    need(catalogueTask(task.id), `a catalogue entry for ${task.id}`);
    need(task.clipGroups.length > 0, `speech clip groups for ${task.id}`);
    const clips = typeof game.speechClips === 'function' ? game.speechClips(task.id) : undefined;
    need(clips !== undefined, `speechClips() for ${task.id}`);
    const groups = clips ? clipGroupsOfTask(game, task.id) : [];
    need(
      groups.every((group) => task.clipGroups.includes(group.group)),
      `${task.id} playing its own clip groups`,
    );
    need(Number.isFinite(task.reportOrder), `a report place for ${task.id}`);
    need(
      (task.progressOnly === true || task.launch === 'external') ===
        (game.scoring?.mode === 'progress-only'),
      `${task.id} marked progress-only exactly when its scoring is`,
    );
    // A game played on another site records no trials: only its completion counts (ADR 027).
    if (missing.length > 0 || catalogueTask(task.id)?.launch === 'external') continue;
    const params = game.params(task.id).parse({});
    const trials = game.simulate(task.id, params, createRng('registry'), { theta: 0 });
    need(trials.length > 0, `a simulated run of ${task.id}`);
    need(
      trials.every((trial) => game.trialData.safeParse(trial.data).success),
      `simulated trials of ${task.id} that pass its trial schema`,
    );
    const judged = game.scoring.judge({
      taskId: task.id,
      params,
      seed: 'registry',
      trials: trials.map((t) => ({ ...t, subtask: t.subtask ?? null })),
    });
    // A progress-only game (the survey) stores answers that are neither right nor wrong.
    need(
      game.scoring.mode === 'progress-only' || judged.some((t) => t.correct !== null),
      `items of ${task.id} the server can rebuild from their ids`,
    );
  }
  return missing;
}
