import { lazy, Suspense, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ActionIcon, Anchor, Burger, Button, Group, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  NARROW_LAYOUT_BREAKPOINT_PX,
  PERMISSIONS,
  PRODUCT_SHORT_NAME,
  deriveUserType,
  hasPermission,
} from '@roar/contracts';
import '@mantine/core/styles/Burger.css';
import { ADMIN_MENU, filterMenu, type MenuGroup } from '../../config/admin-menu.ts';
import { paths } from '../../config/paths.ts';
import { usePublicConfig } from '../../lib/public-config.ts';
import { useSignOut } from '../../lib/use-sign-out.ts';
import { useSession } from '../../stores/session-store.ts';
import { BugReportButton } from '../bug-report/bug-report-button.tsx';
import { LanguageSelector } from '../language-selector.tsx';
import { greetingName } from './greeting-name.ts';
import { MenuIcon } from './menu-icon.tsx';
import classes from './nav-bar.module.css';

const CategoryMenus = lazy(() =>
  import('./admin-menus.tsx').then((m) => ({ default: m.CategoryMenus })),
);
const NavDrawer = lazy(() => import('./nav-drawer.tsx').then((m) => ({ default: m.NavDrawer })));

/** Wide layout: windows wider than the breakpoint (docs/product/routes.md section 8). */
export const WIDE_LAYOUT_QUERY = `(min-width: ${NARROW_LAYOUT_BREAKPOINT_PX + 1}px)`;

function WideMenus({ groups }: { groups: MenuGroup[] }) {
  const { t } = useTranslation();
  const categories = groups.filter((group) => group.category !== 'Home');
  return (
    <Group gap={4} wrap="wrap">
      {groups
        .filter((group) => group.category === 'Home')
        .flatMap((group) =>
          group.items.map((item) => (
            <Button
              key={item.id}
              component={Link}
              to={item.buttonLink}
              variant="subtle"
              px="xs"
              h={44}
              leftSection={<MenuIcon name={item.icon} />}
            >
              {t(item.titleKey)}
            </Button>
          )),
        )}
      {categories.length > 0 ? (
        <Suspense fallback={null}>
          <CategoryMenus groups={categories} />
        </Suspense>
      ) : null}
    </Group>
  );
}

/**
 * The top navigation bar (docs/product/routes.md section 8): logo to Home, admin menu, greeting
 * with sign-out, language selector and the profile gear. Wide windows show the greeting and a text
 * sign-out button; narrow ones a solid sign-out button and a hamburger that opens the menu drawer.
 */
export function NavBar() {
  const { t } = useTranslation();
  const session = useSession();
  const signOut = useSignOut();
  const isWide = useMediaQuery(WIDE_LAYOUT_QUERY, true, { getInitialValueInEffect: false });
  const [drawerOpened, drawer] = useDisclosure(false);
  // The drawer's code loads on the first press of the hamburger and stays for the closing motion.
  const [drawerWanted, setDrawerWanted] = useState(false);
  if (drawerOpened && !drawerWanted) setDrawerWanted(true);
  // The product's own sign-in domain comes from the server at run time; the build-time value is
  // only a fallback while GET /api/config loads (or when it fails).
  const authDomain = usePublicConfig().authDomain ?? undefined;

  const authenticated = session.isAuthenticated;
  const groups = useMemo(
    () =>
      authenticated
        ? filterMenu(ADMIN_MENU, {
            userType: deriveUserType(session.userClaims),
            permissions: session.permissions,
          })
        : [],
    [authenticated, session.userClaims, session.permissions],
  );
  const showGear =
    authenticated &&
    hasPermission(session.permissions, PERMISSIONS.Profile.READ) &&
    session.userData?.nycps !== true;
  const greeting = authenticated
    ? t('nav.greeting', {
        name: greetingName(session.userData, { isAdmin: session.isAdmin, authDomain }, t),
      })
    : null;

  const gear = showGear ? (
    <ActionIcon
      component={Link}
      to={paths.profile}
      variant="subtle"
      size={44}
      aria-label={t('nav.profileSettings')}
    >
      <IconSettings size={22} aria-hidden="true" />
    </ActionIcon>
  ) : null;

  return (
    <header
      className={classes.header}
      data-testid="nav-bar"
      data-layout={isWide ? 'wide' : 'narrow'}
    >
      <Group
        component="nav"
        aria-label={t('nav.label')}
        className={classes.bar}
        justify="space-between"
        wrap={isWide ? 'wrap' : 'nowrap'}
        gap="sm"
        preventGrowOverflow={false}
      >
        <Group gap="md" wrap="wrap">
          <Anchor
            component={Link}
            to={paths.home}
            className={classes.logo}
            aria-label={t('nav.homeLink', { name: PRODUCT_SHORT_NAME })}
          >
            {PRODUCT_SHORT_NAME}
          </Anchor>
          {isWide && groups.length > 0 ? <WideMenus groups={groups} /> : null}
        </Group>
        {isWide ? (
          <Group gap="sm" wrap="wrap">
            {greeting ? <Text className={classes.greeting}>{greeting}</Text> : null}
            {authenticated ? (
              <Button variant="subtle" h={44} onClick={() => void signOut()}>
                {t('nav.signOut')}
              </Button>
            ) : null}
            <LanguageSelector compact />
            {gear}
          </Group>
        ) : (
          <Group gap="xs" wrap="nowrap">
            {gear}
            {authenticated ? (
              <>
                <Button variant="filled" size="sm" h={44} onClick={() => void signOut()}>
                  {t('nav.signOut')}
                </Button>
                <Burger
                  opened={drawerOpened}
                  onClick={drawer.toggle}
                  aria-label={t('nav.openMenu')}
                  aria-expanded={drawerOpened}
                  // A 44 px touch target around the 24 px lines.
                  style={{ width: 44, height: 44, padding: 10 }}
                />
              </>
            ) : (
              <LanguageSelector compact />
            )}
          </Group>
        )}
      </Group>
      {!isWide && authenticated && drawerWanted ? (
        <Suspense fallback={null}>
          <NavDrawer
            opened={drawerOpened}
            onClose={drawer.close}
            greeting={greeting}
            groups={groups}
          />
        </Suspense>
      ) : null}
      <BugReportButton />
    </header>
  );
}

export default NavBar;
