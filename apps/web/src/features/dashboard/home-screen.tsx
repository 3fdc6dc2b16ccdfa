import { deriveUserType } from '@roar/contracts';
import { useSessionValue } from '../../stores/session-store.ts';
import { AdminHome } from './admin-home.tsx';
import { ParticipantHome } from './participant-home.tsx';

/** Home (spec section 2): the administrator home for admins, the participant home otherwise. */
export function HomeScreen() {
  const claims = useSessionValue((session) => session.userClaims);
  const type = deriveUserType(claims);
  const isAdminSide = type === 'admin' || type === 'super_admin' || type === 'launch_admin';
  return isAdminSide ? <AdminHome /> : <ParticipantHome />;
}
