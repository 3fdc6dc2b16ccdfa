import { Table } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { SurveyAnswers, SurveyForm } from '@roar/contracts';
import { scaleLabel, surveyItems, type SurveyLanguage } from '@roar/tasks/survey';

/** One person's answers, question by question, in the reader's language. */
export function SurveyAnswersTable({
  form,
  answers,
  caption,
  language,
  t,
}: {
  form: SurveyForm;
  answers: SurveyAnswers;
  caption: string;
  language: SurveyLanguage;
  t: TFunction;
}) {
  return (
    <Table withTableBorder striped verticalSpacing={4} captionSide="top" maw={720}>
      <Table.Caption ta="left" fw={600} c="var(--mantine-color-text)">
        {caption}
      </Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('survey.question')}</Table.Th>
          <Table.Th scope="col">{t('survey.answer')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {surveyItems(form).map((item) => {
          const answer = answers[item.id];
          return (
            <Table.Tr key={item.id}>
              <Table.Th scope="row" fw={400}>
                {item.text[language]}
              </Table.Th>
              <Table.Td>
                {answer === undefined ? t('survey.noAnswer') : scaleLabel(language, answer)}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
