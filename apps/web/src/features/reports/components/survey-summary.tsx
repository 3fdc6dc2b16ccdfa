import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ReportParams, SurveyFormSummary } from '@roar/contracts';
import { SCALE_LABELS, surveyItem, type SurveyLanguage } from '@roar/tasks/survey';
import { useSurveySummary } from '../api/get-survey-summary.ts';
import { ErrorState } from './load-state.tsx';

/** The questions' own language for the interface's: Spanish locales read the Spanish wording. */
const surveyLanguageOf = (locale: string): SurveyLanguage =>
  locale.toLowerCase().startsWith('es') ? 'es' : 'en';

/** A count with a small bar of its share of the question's answers (the bar is decoration). */
function CountCell({ count, total }: { count: number; total: number }) {
  return (
    <span className="survey-count">
      <span className="survey-count-track" aria-hidden="true">
        <span className="survey-count-fill" style={{ width: `${total ? (count / total) * 100 : 0}%` }} />
      </span>
      <span>{count}</span>
    </span>
  );
}

function FormCounts({
  form,
  minGroup,
  language,
  t,
}: {
  form: SurveyFormSummary;
  minGroup: number;
  language: SurveyLanguage;
  t: TFunction;
}) {
  const name = t(`survey.forms.${form.form}`);
  const headingId = `survey-form-${form.form}`;
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h4" id={headingId}>
        {name}
      </Title>
      <Text size="sm">{t('survey.respondents', { count: form.respondents })}</Text>
      {form.suppressed ? (
        <Text size="sm" c="dimmed">
          {t('survey.suppressed', { min: minGroup })}
        </Text>
      ) : (
        <Table.ScrollContainer
          minWidth={640}
          type="native"
          className="report-table-scroll"
          tabIndex={0}
          role="region"
          aria-label={t('survey.scrollRegion', { form: name })}
        >
          <Table striped verticalSpacing="xs" captionSide="top">
            <Table.Caption ta="left" fw={600} c="var(--mantine-color-text)">
              {t('survey.caption', { form: name })}
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('survey.question')}</Table.Th>
                {SCALE_LABELS[language].map((label) => (
                  <Table.Th scope="col" key={label}>
                    {label}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {form.items.map((item) => {
                const total = item.counts.reduce((sum, n) => sum + n, 0);
                return (
                  <Table.Tr key={item.itemId}>
                    <Table.Th scope="row" fw={400}>
                      {surveyItem(item.itemId)?.text[language] ?? item.itemId}
                    </Table.Th>
                    {item.suppressed ? (
                      <Table.Td colSpan={item.counts.length}>
                        <Text size="sm">{t('survey.itemSuppressed', { min: minGroup })}</Text>
                      </Table.Td>
                    ) : (
                      item.counts.map((count, answer) => (
                        <Table.Td key={answer}>
                          <CountCell count={count} total={total} />
                        </Table.Td>
                      ))
                    )}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

/**
 * The score report's 'Thoughts and Feelings survey' section (its own chunk, loaded lazily): per
 * form that anyone answered, how many answered and the count of each answer per question; a form
 * with fewer than `minGroup` respondents shows its count only (docs/decisions/028-survey.md).
 * Nothing when the administration does not give the survey.
 */
export default function SurveySummarySection({ params, t }: { params: ReportParams; t: TFunction }) {
  const { i18n } = useTranslation();
  const summary = useSurveySummary(params);
  if (summary.isError) {
    return (
      <ErrorState message={t('survey.loadFailed')} onRetry={() => void summary.refetch()} t={t} />
    );
  }
  if (!summary.data?.assigned) return null;
  const { forms, minGroup, optedOut } = summary.data;
  const language = surveyLanguageOf(i18n.resolvedLanguage ?? i18n.language);
  const answered = forms.filter((form) => form.respondents > 0);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="survey-summary">
      <Stack gap="md">
        <Title order={2} size="h3" id="survey-summary">
          {t('survey.heading')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('survey.intro')}
        </Text>
        {answered.length === 0 ? <Text>{t('survey.noAnswers')}</Text> : null}
        {answered.map((form) => (
          <FormCounts key={form.form} form={form} minGroup={minGroup} language={language} t={t} />
        ))}
        <Text size="sm">{t('survey.optedOut', { count: optedOut })}</Text>
      </Stack>
    </Paper>
  );
}
