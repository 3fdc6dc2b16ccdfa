import { GAME_ROUTES } from '../../config/game-routes.ts';
import { pathTo } from '../../config/paths.ts';

/** The task page of a task id: its own page when it has one, else /game/core-tasks/<id>. */
export function gameSlugFor(taskId: string): string {
  const own = GAME_ROUTES.find((route) => route.taskId === taskId);
  return own ? own.slug : `core-tasks/${encodeURIComponent(taskId)}`;
}

/** Where a task plays: /game/<slug>, or /launch/<launchId>/game/<slug> in launch mode. */
export function gamePathFor(taskId: string, launchId?: string): string {
  return pathTo.game(gameSlugFor(taskId), launchId);
}

/** Home of the participant: / or, in launch mode, the launcher home of the student. */
export function participantHomePath(launchId?: string): string {
  return launchId ? pathTo.launch(launchId) : '/';
}
