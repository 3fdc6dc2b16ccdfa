import { catalogueTask } from '@roar/contracts';
import { describe, expect, it } from 'vitest';
import { defineGame, type GameDefinition } from './definition.ts';
import { missingParts } from './completeness.ts';
import { GAMES, PLAYABLE_TASK_IDS, gameOf } from './index.ts';
import { GAME_LOADERS, clipGroupsOf, playedElsewhere, speechLanguageOf } from './loaders.ts';

describe('the games registry', () => {
  it.each(GAMES.map((game) => [game.game, game] as const))('%s declares every part', (_, game) => {
    expect(missingParts(game)).toEqual([]);
  });

  it('names what a game lacks', () => {
    const word = gameOf('swr')!;
    const broken = defineGame({
      ...word,
      scoring: { ...word.scoring, judge: undefined },
      report: {},
    } as unknown as GameDefinition);
    expect(missingParts(broken)).toEqual(
      expect.arrayContaining(['word: scoring.judge', 'word: report norms', 'word: report skills']),
    );
  });

  it('has one web loader per game, with the same task list', () => {
    expect(GAME_LOADERS.map((l) => l.game).sort()).toEqual(GAMES.map((g) => g.game).sort());
    for (const loader of GAME_LOADERS) {
      expect(gameOf(loader.tasks[0]!.id)?.tasks).toBe(loader.tasks);
    }
  });

  it('plays a task on another site exactly when the catalogue says so', () => {
    for (const task of GAMES.flatMap((g) => g.tasks)) {
      expect(task.launch ?? 'here', task.id).toBe(catalogueTask(task.id)?.launch);
      expect(playedElsewhere(task.id), task.id).toBe(task.launch === 'external');
    }
  });

  it('gives each task id to one game, with its own report place', () => {
    const ids = GAMES.flatMap((g) => g.tasks.map((t) => t.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect([...PLAYABLE_TASK_IDS].sort()).toEqual([...ids].sort());
    const orders = GAMES.flatMap((g) => g.tasks.map((t) => t.reportOrder));
    expect(new Set(orders).size).toBe(orders.length);
    expect(clipGroupsOf(ids[0]!)[0]).toBe('common');
    expect(gameOf('no-such-task')).toBeUndefined();
  });
});

describe('speechLanguageOf', () => {
  it("speaks the task's language, or the run's when its variant chooses one", () => {
    expect(speechLanguageOf('swr')).toBe('en');
    expect(speechLanguageOf('pa-es')).toBe('es');
    expect(speechLanguageOf('letter-en-ca', { language: 'en-CA' })).toBe('en');
    expect(speechLanguageOf('roar-survey', { language: 'es' })).toBe('es');
    expect(speechLanguageOf('roar-survey', { language: 'fr' })).toBe('en');
    expect(clipGroupsOf('roar-survey')).toEqual(['common', 'roar-survey', 'roar-survey-es']);
  });
});
