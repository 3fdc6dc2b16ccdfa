import { Link } from 'react-router';
import { Drawer, NavLink, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/NavLink.css';
import type { MenuGroup } from '../../config/admin-menu.ts';
import { LanguageSelector } from '../language-selector.tsx';
import { MenuIcon } from './menu-icon.tsx';
import classes from './nav-bar.module.css';

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
                mih={44}
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
 * The narrow layout's menu drawer. Its own chunk, loaded when the hamburger is first pressed, so a
 * phone's first page carries no modal code.
 */
export function NavDrawer(props: {
  opened: boolean;
  onClose: () => void;
  greeting: string | null;
  groups: MenuGroup[];
}) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={props.opened}
      onClose={props.onClose}
      position="right"
      size="xs"
      title={t('nav.menuTitle')}
      closeButtonProps={{ 'aria-label': t('common.close'), size: 44 }}
    >
      <Stack gap="md">
        {props.greeting ? <Text fw={600}>{props.greeting}</Text> : null}
        <DrawerMenu groups={props.groups} onNavigate={props.onClose} />
        <LanguageSelector />
      </Stack>
    </Drawer>
  );
}
