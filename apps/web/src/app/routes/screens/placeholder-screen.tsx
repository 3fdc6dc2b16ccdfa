import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title.tsx';
import { routeTitle } from '../../../lib/document-title.ts';
import { useRouteMeta } from '../../../lib/use-route-meta.ts';

/** Screens that later issues build: for now they show the route's localised title only. */
export function PlaceholderScreen() {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  return <PageTitle title={routeTitle(meta, t)} />;
}
