import type { LetterTopic } from '@roar/contracts';
import { gameOf } from '@roar/tasks/registry';

/**
 * The skill a task's letter section is about: its game's `report.letterTopic` (one declaration
 * per game, docs/architecture.md); null for a task no letter describes (the survey, a task no
 * game plays).
 */
export function topicOf(taskId: string): LetterTopic | null {
  return gameOf(taskId)?.report.letterTopic ?? null;
}
