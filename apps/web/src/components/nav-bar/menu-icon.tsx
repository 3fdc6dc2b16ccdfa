import {
  IconAdjustments,
  IconBuildingCommunity,
  IconClipboardList,
  IconFriends,
  IconHome,
  IconList,
  IconPlus,
  IconUserPlus,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import type { MenuIcon as MenuIconName } from '../../config/admin-menu.ts';

const ICONS: Record<MenuIconName, Icon> = {
  home: IconHome,
  list: IconList,
  building: IconBuildingCommunity,
  users: IconUsers,
  'user-plus': IconUserPlus,
  clipboard: IconClipboardList,
  plus: IconPlus,
  settings: IconAdjustments,
  family: IconFriends,
};

/** The icon of an admin menu entry (decorative: the entry's text names it). */
export function MenuIcon({ name, size = 18 }: { name: MenuIconName; size?: number }) {
  const Component = ICONS[name];
  return <Component size={size} stroke={1.75} aria-hidden="true" />;
}
