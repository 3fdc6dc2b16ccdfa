import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  Pagination,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { IconChartBar, IconRocket, IconSearch } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { PageTitle } from '../../../components/page-title.tsx';
import { pathTo } from '../../../config/paths.ts';
import { useLaunchStudents } from '../api/get-launch-students.ts';

/**
 * A district launch administrator's home: the students in scope, searchable, a page at a time,
 * each with a launch button and a link to each of their score reports.
 */
export function LaunchStudentList({ t }: { t: TFunction }) {
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const students = useLaunchStudents(search, page);
  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSearch(draft.trim());
    setPage(1);
  };
  const pages = students.data
    ? Math.max(1, Math.ceil(students.data.total / students.data.pageSize))
    : 1;

  return (
    <PageTitle title={t('launcher.title')}>
      <Text>{t('launcher.subtitle')}</Text>
      <form role="search" onSubmit={onSearch}>
        <Group align="flex-end" gap="sm">
          <TextInput
            label={t('launcher.search')}
            value={draft}
            onChange={(e) => setDraft(e.currentTarget.value)}
            style={{ flex: '1 1 220px' }}
          />
          <Button type="submit" leftSection={<IconSearch size={16} aria-hidden="true" />}>
            {t('launcher.searchButton')}
          </Button>
        </Group>
      </form>
      {students.isPending ? (
        <Center mih="20vh" role="status">
          <Loader aria-hidden="true" />
          <Text ml="sm">{t('launcher.loading')}</Text>
        </Center>
      ) : students.isError ? (
        <Alert color="red" variant="light" role="alert">
          {t('launcher.failed')}
        </Alert>
      ) : students.data.students.length === 0 ? (
        <Text>{t('launcher.empty')}</Text>
      ) : (
        <>
          <Text size="sm" aria-live="polite">
            {t('launcher.total', { count: students.data.total })}
          </Text>
          <Table.ScrollContainer minWidth={360}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('launcher.name')}</Table.Th>
                  <Table.Th>{t('launcher.username')}</Table.Th>
                  <Table.Th>{t('launcher.grade')}</Table.Th>
                  <Table.Th>{t('launcher.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {students.data.students.map((student) => (
                  <Table.Tr key={student.id}>
                    <Table.Td>{student.displayName}</Table.Td>
                    <Table.Td>{student.username ?? ''}</Table.Td>
                    <Table.Td>{student.grade ?? ''}</Table.Td>
                    <Table.Td>
                      <Group gap="xs">
                        <Button
                          component={Link}
                          to={pathTo.launch(student.id)}
                          size="xs"
                          leftSection={<IconRocket size={14} aria-hidden="true" />}
                          aria-label={t('home.launchFor', { name: student.displayName })}
                        >
                          {t('home.launch')}
                        </Button>
                        {student.reports.map((report) => (
                          <Button
                            key={report.administrationId}
                            component={Link}
                            to={pathTo.studentReport(
                              report.administrationId,
                              report.orgType,
                              report.orgId,
                              student.id,
                            )}
                            size="xs"
                            variant="light"
                            leftSection={<IconChartBar size={14} aria-hidden="true" />}
                            aria-label={t('home.viewScoresFor', {
                              name: student.displayName,
                              assignment: report.publicName,
                            })}
                          >
                            {student.reports.length > 1
                              ? `${t('home.viewScores')}: ${report.publicName}`
                              : t('home.viewScores')}
                          </Button>
                        ))}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {pages > 1 ? (
            <Pagination
              total={pages}
              value={page}
              onChange={setPage}
              aria-label={t('launcher.pages')}
            />
          ) : null}
        </>
      )}
    </PageTitle>
  );
}
