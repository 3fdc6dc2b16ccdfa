import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { IconChartBar, IconKey, IconLanguage, IconMail, IconRocket } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { LOCALE_NAMES, type FamilyChild } from '@roar/contracts';
import { pathTo } from '../../../config/paths.ts';
import { LetterLanguageDialog } from './letter-language-dialog.tsx';
import { SetChildPasswordDialog } from './set-child-password-dialog.tsx';

/**
 * One child of a parent: who, the language of letters home about them, their open assignments
 * with progress, and what to do (launch, see scores, change the letters' language, set a new
 * password).
 */
export function ChildCard({
  child,
  familyId,
  t,
}: {
  child: FamilyChild;
  familyId: string;
  t: TFunction;
}) {
  const headingId = `child-${child.id}`;
  const scored = child.assignments.filter((a) => a.anyCompleted && a.familyReport);
  const [settingPassword, setSettingPassword] = useState(false);
  const [choosingLanguage, setChoosingLanguage] = useState(false);
  return (
    <Card withBorder padding="md" component="article" aria-labelledby={headingId}>
      <Stack gap="sm">
        <div>
          <Title order={2} size="h3" id={headingId}>
            {child.displayName}
          </Title>
          <Text size="sm" c="dimmed">
            {child.grade ? t('home.grade', { grade: child.grade }) : t('home.gradeUnknown')}
            {child.username ? ` · ${t('home.username', { username: child.username })}` : ''}
          </Text>
          <Text size="sm" c="dimmed">
            {`${t('home.letters')}: `}
            {child.homeLocale ? (
              // The locale's own name, in its own language (read out as such).
              <span lang={child.homeLocale}>{LOCALE_NAMES[child.homeLocale]}</span>
            ) : (
              t('home.lettersSameAsReader')
            )}
          </Text>
        </div>
        <Title order={3} size="h5">
          {t('home.assignments')}
        </Title>
        {child.assignments.length === 0 ? (
          <Text size="sm">{t('home.noAssignments')}</Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {child.assignments.map((a) => {
              const label = t('home.progress', {
                completed: a.requiredCompleted,
                total: a.requiredTotal,
              });
              return (
                <li key={a.administrationId}>
                  <Text size="sm" fw={600}>
                    {a.publicName}
                  </Text>
                  <Progress
                    value={
                      a.requiredTotal === 0 ? 0 : (a.requiredCompleted / a.requiredTotal) * 100
                    }
                    color="green"
                    aria-label={`${a.publicName}: ${label}`}
                  />
                  <Text size="xs">{label}</Text>
                </li>
              );
            })}
          </Stack>
        )}
        <Group gap="sm">
          <Button
            component={Link}
            to={pathTo.launch(child.id)}
            leftSection={<IconRocket size={16} aria-hidden="true" />}
            aria-label={t('home.launchFor', { name: child.displayName })}
          >
            {t('home.launch')}
          </Button>
          {scored.map((a) => (
            <Button
              key={a.administrationId}
              component={Link}
              variant="light"
              to={pathTo.studentReport(a.administrationId, 'family', familyId, child.id)}
              leftSection={<IconChartBar size={16} aria-hidden="true" />}
              aria-label={t('home.viewScoresFor', {
                name: child.displayName,
                assignment: a.publicName,
              })}
            >
              {scored.length > 1
                ? `${t('home.viewScores')}: ${a.publicName}`
                : t('home.viewScores')}
            </Button>
          ))}
          {scored.map((a) => (
            <Button
              key={`letter-${a.administrationId}`}
              component={Link}
              variant="light"
              to={pathTo.parentLetter(a.administrationId, 'family', familyId, child.id)}
              leftSection={<IconMail size={16} aria-hidden="true" />}
              aria-label={t('home.letterFor', {
                name: child.displayName,
                assignment: a.publicName,
              })}
            >
              {scored.length > 1 ? `${t('home.letter')}: ${a.publicName}` : t('home.letter')}
            </Button>
          ))}
          <Button
            variant="subtle"
            onClick={() => setSettingPassword(true)}
            leftSection={<IconKey size={16} aria-hidden="true" />}
            aria-label={t('home.setPasswordFor', { name: child.displayName })}
          >
            {t('home.setPassword')}
          </Button>
          <Button
            variant="subtle"
            onClick={() => setChoosingLanguage(true)}
            leftSection={<IconLanguage size={16} aria-hidden="true" />}
            aria-label={t('home.changeLettersFor', { name: child.displayName })}
          >
            {t('home.changeLetters')}
          </Button>
        </Group>
      </Stack>
      {settingPassword ? (
        <SetChildPasswordDialog child={child} onClose={() => setSettingPassword(false)} t={t} />
      ) : null}
      {choosingLanguage ? (
        <LetterLanguageDialog child={child} onClose={() => setChoosingLanguage(false)} t={t} />
      ) : null}
    </Card>
  );
}
