import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title.tsx';

/** Participant home (assignments and game tabs arrive with a later issue). */
export function ParticipantHome() {
  const { t } = useTranslation();
  return <PageTitle title={t('dashboard.participantTitle')} />;
}
