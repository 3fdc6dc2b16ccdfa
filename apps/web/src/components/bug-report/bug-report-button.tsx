import { lazy, Suspense, useState } from 'react';
import { Button } from '@mantine/core';
import { IconBug } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './bug-report.module.css';

// The form and the modal styles load only when someone opens it (sign-in page budget).
const BugReportDialog = lazy(() => import('./bug-report-dialog.tsx'));

/**
 * 'Report an Issue' (docs/product/routes.md section 8): a button fixed to the corner of every page
 * with the nav bar and of the sign-in page; it opens the bug report form.
 */
export function BugReportButton() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <Button
        className={classes.button}
        data-bug-report-button
        variant="default"
        size="xs"
        // Small type, but a 44 px touch target (WCAG 2.5.5).
        h={44}
        leftSection={<IconBug size={16} aria-hidden="true" />}
        aria-haspopup="dialog"
        onClick={() => {
          setLoaded(true);
          setOpened(true);
        }}
      >
        {t('bugReport.open')}
      </Button>
      {loaded ? (
        <Suspense fallback={null}>
          <BugReportDialog opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
