import { Anchor, List, Stack, Tabs, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { ReportContent } from '../content/types.ts';

interface Props {
  content: ReportContent;
  /** The group's score report this student's report was opened from. */
  classReportHref: string;
  classReportLabel: string;
  tabsLabel: string;
}

/** 'Understanding the scores' and 'Next steps'. */
export function ReportTabs({ content, classReportHref, classReportLabel, tabsLabel }: Props) {
  const { understanding, nextSteps } = content;
  return (
    <Tabs defaultValue="understanding">
      <Tabs.List aria-label={tabsLabel}>
        <Tabs.Tab value="understanding">{understanding.title}</Tabs.Tab>
        <Tabs.Tab value="next-steps">{nextSteps.title}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="understanding" pt="md">
        <Stack gap="sm">
          {understanding.sections.map((section) => (
            <Stack gap={4} key={section.heading}>
              <Title order={3} size="h5">
                {section.heading}
              </Title>
              {section.paragraphs.length === 1 ? (
                <Text size="sm">{section.paragraphs[0]}</Text>
              ) : (
                <List size="sm" withPadding>
                  {section.paragraphs.map((paragraph) => (
                    <List.Item key={paragraph}>{paragraph}</List.Item>
                  ))}
                </List>
              )}
            </Stack>
          ))}
        </Stack>
      </Tabs.Panel>
      <Tabs.Panel value="next-steps" pt="md">
        <Stack gap="sm">
          <Text size="sm">{nextSteps.intro}</Text>
          <Title order={3} size="h5">
            {nextSteps.suggestionsHeading}
          </Title>
          <List size="sm" withPadding>
            {nextSteps.suggestions.map((suggestion) => (
              <List.Item key={suggestion}>{suggestion}</List.Item>
            ))}
          </List>
          <Title order={3} size="h5">
            {nextSteps.resourcesHeading}
          </Title>
          <List size="sm" withPadding>
            {nextSteps.resources.map((resource) => (
              <List.Item key={resource.href}>
                <Anchor href={resource.href} target="_blank" rel="noopener noreferrer">
                  {resource.label}
                </Anchor>
              </List.Item>
            ))}
            <List.Item>
              <Anchor component={Link} to={classReportHref}>
                {classReportLabel}
              </Anchor>
            </List.Item>
          </List>
        </Stack>
      </Tabs.Panel>
    </Tabs>
  );
}
