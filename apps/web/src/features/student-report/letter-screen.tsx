import { useEffect, useState } from 'react';
import { Anchor, Button, Center, Container, Group, Loader, Select, Stack } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { DEFAULT_LOCALE, LOCALE_NAMES, LOCALES, isLocale, type Locale } from '@roar/contracts';
import { pathTo } from '../../config/paths.ts';
import { LoadFailedState, LoadingState } from './components/load-states.tsx';
import { useFeatureTranslation } from '../../i18n/feature-messages.ts';
import { reportError } from '../../lib/error-reporting.ts';
import { toast } from '../../lib/toast.ts';
import { parentLetterQuery, saveLetterPdf } from './api/get-parent-letter.ts';
import { isForbidden } from './api/get-student-report.ts';
import { LetterView } from './components/letter-view.tsx';
import { studentReportMessages } from './i18n/messages.ts';
import { useReportParams } from './use-report-params.ts';

/**
 * /scores/:administrationId/:orgType/:orgId/user/:userId/letter: the one-page letter to the
 * student's family (docs/product/parent-letter.md), in the family's language unless another is
 * chosen here, to read, print or download as a PDF. Who may read the student's report may read
 * its letter; anyone else leaves for /unauthorized.
 */
export function ParentLetterScreen() {
  const { t, i18n, ready } = useFeatureTranslation(studentReportMessages);
  const params = useReportParams();
  const navigate = useNavigate();
  const ui = i18n.resolvedLanguage ?? i18n.language;
  const reader: Locale = isLocale(ui) ? ui : DEFAULT_LOCALE;
  const [chosen, setChosen] = useState<Locale | undefined>();
  const language = { locale: chosen, reader };
  const query = useQuery({
    ...parentLetterQuery(
      params ?? { administrationId: '', orgType: 'class', orgId: '', userId: '' },
      language,
    ),
    enabled: params !== null,
    placeholderData: keepPreviousData,
  });
  const [downloading, setDownloading] = useState(false);
  const forbidden = query.isError && isForbidden(query.error);

  useEffect(() => {
    if (forbidden) void navigate('/unauthorized', { replace: true });
  }, [forbidden, navigate]);

  if (!ready || forbidden) {
    return (
      <Center mih="40vh">
        <Loader aria-label={t('common.loading', { ns: 'translation' })} />
      </Center>
    );
  }
  if (!params || (query.isError && !query.data)) {
    return (
      <LoadFailedState
        size="md"
        title={t('letter.loadFailed')}
        retry={params ? { label: t('retry'), onRetry: () => void query.refetch() } : undefined}
      />
    );
  }
  const letter = query.data;
  if (!letter) {
    return <LoadingState label={t('letter.loading')} />;
  }

  const download = async () => {
    setDownloading(true);
    try {
      await saveLetterPdf(params, { locale: letter.locale, reader }, t('letter.fileName'));
    } catch (error) {
      reportError(error);
      toast.show({ severity: 'error', summary: t('letter.downloadFailed') });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Container size="md" py="xl" px={{ base: 'xs', sm: 'md' }} w="100%">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" wrap="wrap" data-no-print>
          <Anchor
            component={Link}
            to={pathTo.studentReport(
              params.administrationId,
              params.orgType,
              params.orgId,
              params.userId,
            )}
          >
            {t('letter.back')}
          </Anchor>
          <Group gap="sm" align="flex-end" wrap="wrap">
            <Select
              label={t('letter.language')}
              description={
                letter.homeLocale
                  ? t('letter.familyLanguage', { language: LOCALE_NAMES[letter.homeLocale] })
                  : undefined
              }
              data={LOCALES.map((value) => ({ value, label: LOCALE_NAMES[value] }))}
              value={chosen ?? letter.locale}
              allowDeselect={false}
              onChange={(value) => setChosen(isLocale(value) ? value : undefined)}
              w={{ base: '100%', xs: 240 }}
            />
            <Button variant="default" onClick={() => window.print()}>
              {t('letter.print')}
            </Button>
            <Button onClick={() => void download()} loading={downloading}>
              {t('letter.download')}
            </Button>
          </Group>
        </Group>
        <div aria-busy={query.isFetching}>
          <LetterView letter={letter} />
        </div>
      </Stack>
    </Container>
  );
}
