import { useState } from 'react';
import { Button, VisuallyHidden } from '@mantine/core';
import type { TFunction } from 'i18next';
import { saveDownload } from '../../../lib/api-download.ts';
import { reportError } from '../../../lib/error-reporting.ts';
import { toast } from '../../../lib/toast.ts';
import { formatDate } from '../content/format.ts';
import type { ReportContent } from '../content/types.ts';

interface Props {
  /** What the screen shows, in the interface language of the moment. */
  content: ReportContent;
  fileName: string;
  t: TFunction;
}

/**
 * 'Export to PDF': the PDF library is imported on the first click only, so it is its own chunk
 * and never weighs on the report's first load.
 */
export function ExportPdfButton({ content, fileName, t }: Props) {
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      const { renderReportPdf } = await import('../pdf/student-report-pdf.tsx');
      const blob = await renderReportPdf(content, {
        createdOn: t('pdf.createdOn', {
          date: formatDate(new Date().toISOString(), content.locale),
        }),
        // The PDF library fills in the page numbers.
        pageLabel: t('pdf.page', { page: '{page}', total: '{total}' }),
      });
      saveDownload({ blob, filename: fileName }, fileName);
    } catch (error) {
      reportError(error);
      toast.show({
        severity: 'error',
        summary: t('actions.exportFailed'),
        detail: t('actions.exportFailedDetail'),
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="filled" onClick={() => void onClick()} loading={busy} aria-busy={busy}>
        {t('actions.exportPdf')}
      </Button>
      <VisuallyHidden role="status">{busy ? t('actions.exporting') : ''}</VisuallyHidden>
    </>
  );
}
