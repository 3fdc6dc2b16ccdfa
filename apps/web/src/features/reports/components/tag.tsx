import type { ReactNode } from 'react';
import { Badge } from '@mantine/core';

/** Colours of a tag: background and a text colour with at least 4.5:1 contrast on it. */
export interface TagColors {
  background: string;
  text: string;
}

/** A report tag: always text (and often an icon), never colour alone. */
export function ReportTag({
  colors,
  icon,
  className,
  children,
}: {
  colors: TagColors;
  icon?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Badge
      variant="light"
      radius="sm"
      tt="none"
      fw={600}
      leftSection={icon}
      className={className}
      style={{ backgroundColor: colors.background, color: colors.text }}
    >
      {children}
    </Badge>
  );
}
