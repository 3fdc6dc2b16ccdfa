import { useParams } from 'react-router';
import { ParticipantHome } from './components/participant-home.tsx';

/**
 * /launch/:launchId (Tasks.LAUNCH): the participant home of the student a parent or launch
 * administrator acts for, with the launch-mode banner. The server checks that the student is
 * inside the launcher's organisations and records everything for the student.
 */
export function LaunchHomeScreen() {
  const { launchId } = useParams();
  return <ParticipantHome launchId={launchId} />;
}
