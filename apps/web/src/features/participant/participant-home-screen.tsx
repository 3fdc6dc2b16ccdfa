import { ParticipantHome } from './components/participant-home.tsx';

/** Home of a participant (spec section 2, '/'). */
export function ParticipantHomeScreen() {
  return <ParticipantHome />;
}
