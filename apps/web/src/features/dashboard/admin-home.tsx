import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title.tsx';

/** Administrator home: the administrations list (built by a later issue). */
export function AdminHome() {
  const { t } = useTranslation();
  return <PageTitle title={t('dashboard.adminTitle')} />;
}
