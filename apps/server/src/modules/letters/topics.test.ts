import { describe, expect, it } from 'vitest';
import { LETTER_TOPICS } from '@roar/contracts';
import { GAMES, PLAYABLE_TASK_IDS } from '@roar/tasks/registry';
import { topicOf } from './topics.ts';

describe('letter topics', () => {
  it('gives every game a topic, except the survey (progress only)', () => {
    const without = GAMES.filter((g) => g.report.letterTopic === null).flatMap((g) => g.tasks);
    expect(without.every((task) => task.progressOnly)).toBe(true);
  });

  it('uses every topic the texts describe', () => {
    const used = new Set(PLAYABLE_TASK_IDS.map(topicOf).filter((t) => t !== null));
    expect(used).toEqual(new Set(LETTER_TOPICS));
  });

  it('has none for a task no game plays', () => {
    expect(topicOf('no-such-task')).toBeNull();
  });
});
