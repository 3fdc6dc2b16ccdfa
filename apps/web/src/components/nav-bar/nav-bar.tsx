import { useMemo } from 'react';
import { Link } from 'react-router';
import {
  ActionIcon,
  Anchor,
  Burger,
  Button,
  Drawer,
  Group,
  Menu,
  NavLink,
  Stack,
  Text,
} from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconChevronDown, IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  NARROW_LAYOUT_BREAKPOINT_PX,
  PERMISSIONS,
  PRODUCT_SHORT_NAME,
  deriveUserType,
  hasPermission,
} from '@roar/contracts';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/NavLink.css';
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

/** Wide layout: windows wider than the breakpoint (spec section 2). */
export const WIDE_LAYOUT_QUERY = `(min-width: ${NARROW_LAYOUT_BREAKPOINT_PX + 1}px)`;

function WideMenus({ groups }: { groups: MenuGroup[] }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="wrap">
      {groups.map((group) =>
        group.category === 'Home' ? (
          group.items.map((item) => (
            <Button
              key={item.id}
              component={Link}
              to={item.buttonLink}
              variant="subtle"
              px="xs"
              leftSection={<MenuIcon name={item.icon} />}
            >
              {t(item.titleKey)}
            </Button>
          ))
        ) : (
          <Menu key={group.category} position="bottom-start" withinPortal>
            <Menu.Target>
              <Button
                variant="subtle"
                px="xs"
                rightSection={<IconChevronDown size={16} aria-hidden="true" />}
              >
                {t(`menu.categories.${group.category}`)}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {group.items.map((item) => (
                <Menu.Item
                  key={item.id}
                  component={Link}
                  to={item.buttonLink}
                  leftSection={<MenuIcon name={item.icon} />}
                >
                  {t(item.titleKey)}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        ),
      )}
    </Group>
  );
}

function DrawerMenu({ groups, onNavigate }: { groups: MenuGroup[]; onNavigate: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap={0}>
      {groups.map((group) => {
        const headingId = `menu-group-${group.category}`;
        return (
          <section key={group.category} aria-labelledby={headingId}>
            <h2 id={headingId} className={classes.groupLabel}>
              {t(`menu.categories.${group.category}`)}
            </h2>
            {group.items.map((item) => (
              <NavLink
                key={item.id}
                component={Link}
                to={item.buttonLink}
                label={t(item.titleKey)}
                leftSection={<MenuIcon name={item.icon} />}
                onClick={onNavigate}
              />
            ))}
          </section>
        );
      })}
    </Stack>
  );
}

/**
 * The top navigation bar (spec section 2, Chrome): logo to Home, admin menu, greeting with
 * sign-out, language selector and the profile gear. Wide windows show the greeting and a text
 * sign-out button; narrow ones a solid sign-out button and a hamburger that opens the menu drawer.
 */
export function NavBar() {
  const { t } = useTranslation();
  const session = useSession();
  const signOut = useSignOut();
  const isWide = useMediaQuery(WIDE_LAYOUT_QUERY, true, { getInitialValueInEffect: false });
  const [drawerOpened, drawer] = useDisclosure(false);
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
      size="lg"
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
              <Button variant="subtle" onClick={() => void signOut()}>
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
                <Button variant="filled" size="sm" onClick={() => void signOut()}>
                  {t('nav.signOut')}
                </Button>
                <Burger
                  opened={drawerOpened}
                  onClick={drawer.toggle}
                  aria-label={t('nav.openMenu')}
                  aria-expanded={drawerOpened}
                />
              </>
            ) : (
              <LanguageSelector compact />
            )}
          </Group>
        )}
      </Group>
      {!isWide && authenticated ? (
        <Drawer
          opened={drawerOpened}
          onClose={drawer.close}
          position="right"
          size="xs"
          title={t('nav.menuTitle')}
          closeButtonProps={{ 'aria-label': t('common.close') }}
        >
          <Stack gap="md">
            {greeting ? <Text fw={600}>{greeting}</Text> : null}
            <DrawerMenu groups={groups} onNavigate={drawer.close} />
            <LanguageSelector />
          </Stack>
        </Drawer>
      ) : null}
      <BugReportButton />
    </header>
  );
}

export default NavBar;
