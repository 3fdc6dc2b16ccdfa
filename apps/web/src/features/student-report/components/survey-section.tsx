import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { StudentReportParams, StudentSurvey } from '@roar/contracts';
import { useStudentSurvey } from '../api/get-student-survey.ts';
import { formatDate } from '../content/format.ts';
import { AdultSurveyForm } from './adult-survey-form.tsx';
import { SurveyAnswersTable } from './survey-answers.tsx';
import { surveyLanguageOf } from './survey-labels.ts';
import { SurveyOptOut } from './survey-opt-out.tsx';

interface Props {
  params: StudentReportParams;
  firstName: string;
  /** The interface language (dates, and the questions' wording). */
  locale: string;
  t: TFunction;
}

/** The child's state in words: a parent's opt-out first, then what the child's run says. */
function childStateKey(survey: StudentSurvey): string {
  return survey.optedOut ? 'survey.states.parentOptedOut' : `survey.states.${survey.child.state}`;
}

function ChildPart({ survey, firstName, locale, t }: Props & { survey: StudentSurvey }) {
  const { child } = survey;
  // Nothing of an opted-out child is shown; nothing is hidden before the child answered.
  const answered = !survey.optedOut && (child.state === 'started' || child.state === 'completed');
  const answers = child.answers && Object.keys(child.answers).length > 0 ? child.answers : null;
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {t('survey.childHeading', { name: firstName })}
      </Title>
      <Text>{t(childStateKey(survey), { name: firstName })}</Text>
      {child.language && answered ? (
        <Text size="sm" c="dimmed">
          {t('survey.answeredIn', { language: t(`survey.languageNames.${child.language}`) })}
        </Text>
      ) : null}
      {answered && !survey.answersVisible ? (
        <Text size="sm" c="dimmed">
          {t('survey.hidden')}
        </Text>
      ) : null}
      {answered && answers ? (
        <SurveyAnswersTable
          form="child"
          answers={answers}
          caption={t('survey.childAnswers', { name: firstName })}
          language={surveyLanguageOf(locale)}
          t={t}
        />
      ) : null}
    </Stack>
  );
}

function AdultsPart({ survey, firstName, locale, t }: Props & { survey: StudentSurvey }) {
  const language = surveyLanguageOf(locale);
  const others = survey.adults.filter((adult) => !adult.mine);
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {t('survey.adultsHeading', { name: firstName })}
      </Title>
      {others.length === 0 ? <Text size="sm">{t('survey.noAdults')}</Text> : null}
      {others.map((adult, index) => {
        const date = formatDate(adult.updatedAt, locale);
        return adult.answers ? (
          <SurveyAnswersTable
            key={index}
            form={adult.form}
            answers={adult.answers}
            caption={t(`survey.adultAnswers.${adult.form}`, { date })}
            language={language}
            t={t}
          />
        ) : (
          <Text key={index} size="sm">
            {t(`survey.adultHidden.${adult.form}`, { date })}
          </Text>
        );
      })}
    </Stack>
  );
}

/**
 * The Thoughts and Feelings survey on a student's report (not in its PDF): the child's state and,
 * to those who may see them, their answers and the adults'; the caller's own adult form; and the
 * opt-out switch. Nothing when the administration does not give the survey.
 */
export function SurveySection({ params, firstName, locale, t }: Props) {
  const query = useStudentSurvey(params);
  const mayOptOut = query.data?.mayOptOut ?? false;
  if (query.isError) {
    return (
      <Alert color="red" variant="light" role="alert" title={t('survey.loadFailed')}>
        <Button variant="light" mt="sm" onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </Alert>
    );
  }
  const survey = query.data;
  if (!survey?.assigned) return null;
  const mine = survey.adults.find((adult) => adult.mine);
  const part = { params, firstName, locale, t, survey };
  return (
    <Paper
      withBorder
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-labelledby="student-survey"
    >
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={2} id="student-survey">
            {t('survey.heading')}
          </Title>
          <Text>{t('survey.intro', { name: firstName })}</Text>
        </Stack>
        <ChildPart {...part} />
        {mayOptOut ? (
          <SurveyOptOut params={params} optedOut={survey.optedOut} firstName={firstName} t={t} />
        ) : null}
        <AdultsPart {...part} />
        {survey.optedOut ? (
          <Text size="sm">{t('survey.form.optedOut', { name: firstName })}</Text>
        ) : (
          <AdultSurveyForm
            params={params}
            firstName={firstName}
            saved={mine?.answers ? { answers: mine.answers, updatedAt: mine.updatedAt } : null}
            defaultLanguage={surveyLanguageOf(locale)}
            locale={locale}
            t={t}
          />
        )}
      </Stack>
    </Paper>
  );
}
