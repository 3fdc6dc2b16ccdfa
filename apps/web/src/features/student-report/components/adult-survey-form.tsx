import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Radio, Stack, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import {
  SURVEY_SCALE,
  type StudentReportParams,
  type SurveyAnswer,
  type SurveyAnswers,
} from '@roar/contracts';
import {
  ADULT_ITEMS,
  SCALE_LABELS,
  SURVEY_LANGUAGES,
  type SurveyLanguage,
} from '@roar/tasks/survey';
import { useSaveAdultSurvey } from '../api/save-adult-survey.ts';
import { formatDate } from '../content/format.ts';
import { surveyErrorKey } from './survey-labels.ts';
import { textColors } from '../../../config/theme.ts';

interface Props {
  params: StudentReportParams;
  firstName: string;
  /** The caller's saved answers (prefilled) and when they saved them; null before a first save. */
  saved: { answers: SurveyAnswers; updatedAt: string } | null;
  /** The questions' language until the adult picks another (the interface's). */
  defaultLanguage: SurveyLanguage;
  locale: string;
  t: TFunction;
}

/**
 * The caller's adult form about the student (docs/decisions/028-survey.md): the 12 adult
 * questions on the 4-point scale, in English or Spanish. What is chosen stays on screen whatever
 * the save's outcome, so a failed save loses nothing.
 */
export function AdultSurveyForm({ params, firstName, saved, defaultLanguage, locale, t }: Props) {
  const save = useSaveAdultSurvey(params);
  const [answers, setAnswers] = useState<SurveyAnswers>(() => ({ ...saved?.answers }));
  const [language, setLanguage] = useState<SurveyLanguage>(defaultLanguage);
  const [empty, setEmpty] = useState(false);

  const choose = (itemId: string, value: string) => {
    save.reset();
    setEmpty(false);
    setAnswers((current) => ({ ...current, [itemId]: Number(value) as SurveyAnswer }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (Object.keys(answers).length === 0) return setEmpty(true);
    save.mutate({ answers, language });
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="adult-survey-heading">
      <Title order={3} size="h4" id="adult-survey-heading">
        {t('survey.form.heading', { name: firstName })}
      </Title>
      <Text size="sm">{t('survey.form.intro', { name: firstName })}</Text>
      {saved ? (
        <Text size="sm" c="dimmed">
          {t('survey.form.savedOn', { date: formatDate(saved.updatedAt, locale) })}
        </Text>
      ) : null}
      <form noValidate onSubmit={onSubmit} aria-busy={save.isPending}>
        <Stack gap="md">
          <Radio.Group
            label={t('survey.form.language')}
            value={language}
            onChange={(value) => setLanguage(value as SurveyLanguage)}
          >
            <Group gap="md" mt={4}>
              {SURVEY_LANGUAGES.map((code) => (
                <Radio
                  key={code}
                  value={code}
                  label={t(`survey.form.languages.${code}`)}
                  lang={code}
                />
              ))}
            </Group>
          </Radio.Group>
          {ADULT_ITEMS.map((item, index) => (
            <Radio.Group
              key={item.id}
              label={`${index + 1}. ${item.text[language]}`}
              value={answers[item.id] === undefined ? null : String(answers[item.id])}
              onChange={(value) => choose(item.id, value)}
              lang={language}
            >
              <Group gap="xs" mt={4} wrap="wrap">
                {SURVEY_SCALE.map((answer) => (
                  <Radio
                    key={answer}
                    value={String(answer)}
                    label={SCALE_LABELS[language][answer]}
                    miw={{ base: '100%', xs: 0 }}
                  />
                ))}
              </Group>
            </Radio.Group>
          ))}
          {empty ? (
            <Alert color="red" variant="light" role="alert">
              {t('survey.form.noneChosen')}
            </Alert>
          ) : null}
          {save.isError ? (
            <Alert color="red" variant="light" role="alert">
              {t(`survey.errors.${surveyErrorKey(save.error)}`, { name: firstName })}
            </Alert>
          ) : null}
          <div role="status">
            {save.isSuccess ? (
              <Text c={textColors.success} fw={600}>
                {t('survey.form.saved')}
              </Text>
            ) : null}
          </div>
          <Group>
            <Button type="submit" loading={save.isPending}>
              {t('survey.form.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
