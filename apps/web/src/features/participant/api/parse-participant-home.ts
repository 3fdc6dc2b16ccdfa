import { ParticipantHomeSchema, type ParticipantHome } from '@roar/contracts';

/** Parses GET /api/app/assignments with the contract (loaded on demand: keeps zod off first load). */
export function parseParticipantHome(body: unknown): ParticipantHome {
  return ParticipantHomeSchema.parse(body);
}
