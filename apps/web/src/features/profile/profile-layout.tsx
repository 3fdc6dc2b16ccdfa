import { Link, Outlet, useLocation } from 'react-router';
import { Button, Group, Loader } from '@mantine/core';
import { useFeatureTranslation } from '../../i18n/feature-messages.ts';
import { screenMessages } from '../../i18n/screens/messages.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { paths } from '../../config/paths.ts';
import { useSessionValue } from '../../stores/session-store.ts';

interface ProfileTab {
  to: string;
  titleKey: string;
  /**
   * Password and linked accounts need admin status (docs/product/roles-and-permissions.md
   * section 2).
   */
  adminOnly: boolean;
}

const TABS: readonly ProfileTab[] = [
  { to: paths.profile, titleKey: 'titles.profileInfo', adminOnly: false },
  { to: paths.profilePassword, titleKey: 'titles.profilePassword', adminOnly: true },
  { to: paths.profileAccounts, titleKey: 'titles.profileAccounts', adminOnly: true },
];

/**
 * /profile: the heading, the tab links the user may open (the routes enforce the same rule) and
 * the open tab below them.
 */
export function ProfileLayout() {
  const { t, i18n, ready } = useFeatureTranslation(screenMessages);
  const { pathname } = useLocation();
  const isAdmin = useSessionValue((session) => session.isAdmin);
  const current = pathname.replace(/\/+$/, '') || paths.profile;
  const tabs = TABS.filter((tab) => isAdmin || !tab.adminOnly);

  if (!ready) return <Loader aria-label={i18n.t('common.loading')} />;

  return (
    <PageTitle title={t('titles.profile')}>
      {tabs.length > 1 ? (
        <Group component="nav" aria-label={t('profile.tabsLabel')} gap="xs">
          {tabs.map((tab) => {
            const active = current === tab.to;
            return (
              <Button
                key={tab.to}
                component={Link}
                to={tab.to}
                variant={active ? 'light' : 'subtle'}
                aria-current={active ? 'page' : undefined}
              >
                {t(tab.titleKey)}
              </Button>
            );
          })}
        </Group>
      ) : null}
      <Outlet />
    </PageTitle>
  );
}
