import { useState } from 'react';
import { Link } from 'react-router';
import { ActionIcon, Alert, Anchor, Badge, Group, Loader, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import type { AdministrationOrgNode } from '@roar/contracts';
import { pathTo } from '../../../config/paths.ts';
import { useAdministrationOrgs } from '../api/get-administration-orgs.ts';
import { ProgressBar } from './progress-bar.tsx';

interface TreeProps {
  administrationId: string;
  parentId: string | null;
  t: TFunction;
}

/** One level of an administration's organisation tree; children load when a node opens. */
export function OrgTree({ administrationId, parentId, t }: TreeProps) {
  const nodes = useAdministrationOrgs(administrationId, parentId);
  if (nodes.isPending) {
    return (
      <Group gap="xs" role="status">
        <Loader size="xs" />
        <Text size="sm">{t('orgTree.loading')}</Text>
      </Group>
    );
  }
  if (nodes.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {t('orgTree.failed')}
      </Alert>
    );
  }
  if (nodes.data.length === 0) {
    return parentId === null ? <Text size="sm">{t('orgTree.empty')}</Text> : null;
  }
  return (
    <Stack
      component="ul"
      gap="xs"
      m={0}
      pl={parentId === null ? 0 : 'lg'}
      style={{ listStyle: 'none' }}
    >
      {nodes.data.map((node) => (
        <OrgTreeNode key={node.id} node={node} administrationId={administrationId} t={t} />
      ))}
    </Stack>
  );
}

function OrgTreeNode({
  node,
  administrationId,
  t,
}: {
  node: AdministrationOrgNode;
  administrationId: string;
  t: TFunction;
}) {
  const [open, setOpen] = useState(false);
  const childrenId = `org-children-${administrationId}-${node.id}`;
  return (
    <li>
      <Stack gap={4}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="nowrap">
            {node.hasChildren ? (
              <ActionIcon
                variant="subtle"
                onClick={() => setOpen((value) => !value)}
                aria-expanded={open}
                aria-controls={childrenId}
                aria-label={t(open ? 'orgTree.collapse' : 'orgTree.expand', { name: node.name })}
              >
                {open ? <IconChevronDown size={18} /> : <IconChevronRight size={18} />}
              </ActionIcon>
            ) : (
              <span style={{ width: 28 }} aria-hidden="true" />
            )}
            <Text fw={600}>{node.name}</Text>
            <Badge variant="light" size="sm">
              {t(`orgTree.types.${node.type}`)}
            </Badge>
          </Group>
          <Group gap="sm">
            <Anchor
              component={Link}
              to={pathTo.progressReport(administrationId, node.type, node.id)}
              aria-label={t('orgTree.progressFor', { name: node.name })}
            >
              {t('orgTree.progress')}
            </Anchor>
            <Anchor
              component={Link}
              to={pathTo.scoreReport(administrationId, node.type, node.id)}
              aria-label={t('orgTree.scoresFor', { name: node.name })}
            >
              {t('orgTree.scores')}
            </Anchor>
          </Group>
        </Group>
        <ProgressBar counts={node.counts} t={t} />
        {open ? (
          <div id={childrenId}>
            <OrgTree administrationId={administrationId} parentId={node.id} t={t} />
          </div>
        ) : null}
      </Stack>
    </li>
  );
}
