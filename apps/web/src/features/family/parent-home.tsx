import { Center, Loader } from '@mantine/core';
import { useFeatureTranslation } from '../../i18n/feature-messages.ts';
import { useSessionValue } from '../../stores/session-store.ts';
import { ChildrenHome } from './components/children-home.tsx';
import { LaunchStudentList } from './components/launch-student-list.tsx';
import { familyMessages } from './i18n/messages.ts';
import './components/styles.ts';

/**
 * Home of launch administrators (docs/product/routes.md section 2: role launch_admin -> the parent
 * home): parents, whose claims list a family, see their children; district launch administrators
 * see the students they may launch for.
 */
export function ParentHome() {
  const { t, ready } = useFeatureTranslation(familyMessages);
  const isParent = useSessionValue(
    (s) => (s.userClaims?.minimalAdminOrgs?.families ?? []).length > 0,
  );
  if (!ready) {
    return (
      <Center mih="50vh">
        <Loader />
      </Center>
    );
  }
  return isParent ? <ChildrenHome t={t} /> : <LaunchStudentList t={t} />;
}
