import type { TFunction } from 'i18next';
import { IconCheck, IconClipboardList, IconProgress, IconQuestionMark } from '@tabler/icons-react';
import type { ReportStatus } from '@roar/contracts';
import { ReportTag, type TagColors } from './tag.tsx';

/** Tag colours and the solid bar colour of each progress status (one hue per status). */
export const STATUS_STYLE: Record<ReportStatus, TagColors & { bar: string; barText: string }> = {
  completed: { background: '#d3f9d8', text: '#1b5e20', bar: '#2f9e44', barText: '#ffffff' },
  started: { background: '#fff3bf', text: '#5c4600', bar: '#fcc419', barText: '#3d2e00' },
  assigned: { background: '#e9ecef', text: '#343a40', bar: '#ced4da', barText: '#212529' },
  optional: { background: '#d0ebff', text: '#1c3d6e', bar: '#74c0fc', barText: '#0b2545' },
};

const ICONS = {
  optional: IconQuestionMark,
  completed: IconCheck,
  started: IconProgress,
  assigned: IconClipboardList,
} satisfies Record<ReportStatus, unknown>;

/** One student's progress in one assessment: icon and word. */
export function StatusTag({ status, t }: { status: ReportStatus; t: TFunction }) {
  const Icon = ICONS[status];
  return (
    <ReportTag colors={STATUS_STYLE[status]} icon={<Icon size={14} aria-hidden="true" />}>
      {t(`status.${status}`)}
    </ReportTag>
  );
}
