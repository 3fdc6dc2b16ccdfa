import { Link } from 'react-router';
import { Button, Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Menu.css';
import type { MenuGroup } from '../../config/admin-menu.ts';
import { MenuIcon } from './menu-icon.tsx';

/**
 * The wide layout's dropdown menus of the admin categories. Its own chunk: participants, who have
 * none of these entries, never load the UI kit's menu and popover.
 */
export function CategoryMenus({ groups }: { groups: MenuGroup[] }) {
  const { t } = useTranslation();
  return (
    <>
      {groups.map((group) => (
        <Menu key={group.category} position="bottom-start" withinPortal>
          <Menu.Target>
            <Button
              variant="subtle"
              px="xs"
              h={44}
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
      ))}
    </>
  );
}
