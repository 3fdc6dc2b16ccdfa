import { Group, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconListDetails } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { COGNITION_PARTS, type CognitionMeasure, type ReportCell } from '@roar/contracts';
import { AccommodationMarker } from '../../../components/time-accommodation.tsx';
import { formatPercentile, SUPPORT_LEVEL_COLORS } from '../../../lib/score-display.ts';
import { flagsText } from './labels.ts';
import { StatusTag } from './status-tag.tsx';
import { ReportTag } from './tag.tsx';
import type { ScoreView } from './table-state.ts';

/** Why a score may be unreliable, in words. */
export function unreliableText(t: TFunction, flags: readonly string[] | undefined): string {
  return flags?.length
    ? t('scores.unreliableBecause', { flags: flagsText(t, flags) })
    : t('scores.unreliable');
}

/** A warning icon that names the unreliable flags (tooltip on hover and keyboard focus). */
function UnreliableMark({ text }: { text: string }) {
  return (
    <Tooltip label={text} events={{ hover: true, focus: true, touch: true }} multiline maw={260}>
      <span className="report-focusable" tabIndex={0} role="img" aria-label={text}>
        <IconAlertTriangle size={16} aria-hidden="true" style={{ verticalAlign: -3 }} />
      </span>
    </Tooltip>
  );
}

/** A cognition game's results by part in words ('Hearts 10 of 12 right; ...'). */
export function measuresText(t: TFunction, measures: readonly CognitionMeasure[]): string {
  const name = (part: string) => {
    const angle = /^angle-(\d+)$/.exec(part);
    if (angle) return t('measures.angle', { degrees: angle[1] });
    return (COGNITION_PARTS as readonly string[]).includes(part)
      ? t(`measures.parts.${part}`)
      : part;
  };
  const parts = measures
    .filter((m) => m.correct !== undefined && m.attempted !== undefined)
    .map((m) =>
      t('measures.correctOf', { name: name(m.part), correct: m.correct, attempted: m.attempted }),
    );
  return t('measures.label', { parts: parts.join('; ') });
}

/** An icon that gives a cognition game's results by part (tooltip on hover and focus). */
function MeasuresMark({ text }: { text: string }) {
  return (
    <Tooltip label={text} events={{ hover: true, focus: true, touch: true }} multiline maw={320}>
      <span className="report-focusable" tabIndex={0} role="img" aria-label={text}>
        <IconListDetails size={16} aria-hidden="true" style={{ verticalAlign: -3 }} />
      </span>
    </Tooltip>
  );
}

/** The shown value's 90 % band (scoring.md section 8) as '25–45', or null without one. */
function bandOf(
  cell: ReportCell,
  view: ScoreView,
  number: Intl.NumberFormat,
): { low: string; high: string } | null {
  const band =
    view === 'percentile'
      ? cell.percentileBand
      : view === 'standardScore'
        ? cell.standardScoreBand
        : view === 'rawScore'
          ? cell.rawScoreBand
          : null;
  if (!band) return null;
  const show = view === 'percentile' ? formatPercentile : (n: number) => number.format(n);
  return { low: show(band.low), high: show(band.high) };
}

/**
 * One student's result in one task, as the chosen view shows it: the support level, or a number
 * on the level's colour (the level's name stays in the text for screen readers). Unreliable
 * scores are pale and striped with a warning; tasks not yet scored show their progress; a
 * cognition game's results by part are one focus away; an ability-based score has its 90 % band
 * after it.
 */
export function ScoreCell({
  cell,
  view,
  t,
}: {
  cell: ReportCell | undefined;
  view: ScoreView;
  t: TFunction;
}) {
  const { i18n } = useTranslation();
  if (!cell) {
    return (
      <Text size="sm" c="dimmed">
        {t('status.notAssigned')}
      </Text>
    );
  }
  const level = cell.supportLevel ?? (cell.rawScore != null ? 'raw-score' : null);
  if (!level) return <StatusTag status={cell.status} t={t} />;

  const levelText = t(`supportLevels.${level}`);
  const number = new Intl.NumberFormat(i18n.resolvedLanguage ?? i18n.language, {
    maximumFractionDigits: 1,
  });
  const value =
    view === 'percentile'
      ? formatPercentile(cell.percentile)
      : view === 'standardScore'
        ? cell.standardScore != null ? number.format(cell.standardScore) : ''
        : view === 'rawScore' && cell.rawScore != null
          ? number.format(cell.rawScore)
          : '';
  const unreliable = cell.reliable === false;
  const band = value ? bandOf(cell, view, number) : null;
  return (
    <Group gap={6} wrap="nowrap">
      <ReportTag
        colors={SUPPORT_LEVEL_COLORS[level]}
        className={unreliable ? 'report-unreliable' : undefined}
      >
        {view === 'supportLevel' ? (
          levelText
        ) : (
          <>
            {value || <span aria-hidden="true">—</span>}
            <VisuallyHidden>{value ? `, ${levelText}` : t('scores.noValue')}</VisuallyHidden>
          </>
        )}
      </ReportTag>
      {band ? (
        <Text size="xs" c="dimmed" className="report-band">
          <span aria-hidden="true">
            {band.low}–{band.high}
          </span>
          <VisuallyHidden>{`, ${t('scores.band', band)}`}</VisuallyHidden>
        </Text>
      ) : null}
      {unreliable ? <UnreliableMark text={unreliableText(t, cell.engagementFlags)} /> : null}
      <AccommodationMarker value={cell.timeAccommodation} compact />
      {cell.measures?.length ? <MeasuresMark text={measuresText(t, cell.measures)} /> : null}
      {cell.optional && level !== 'optional' ? (
        <Text size="xs" c="dimmed">
          {t('scores.optional')}
        </Text>
      ) : null}
    </Group>
  );
}
