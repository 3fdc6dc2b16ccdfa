import { ParticipantHome } from './components/participant-home.tsx';

/** Home of a participant (docs/product/routes.md section 2, '/'). */
export function ParticipantHomeScreen() {
  return <ParticipantHome />;
}
