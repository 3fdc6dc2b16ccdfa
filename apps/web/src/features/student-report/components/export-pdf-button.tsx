import { useState } from 'react';
import { Button, VisuallyHidden } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { Locale, StudentReportParams } from '@roar/contracts';
import { reportError } from '../../../lib/error-reporting.ts';
import { toast } from '../../../lib/toast.ts';
import { saveReportPdf } from '../api/save-report-pdf.ts';

interface Props {
  params: StudentReportParams;
  /** The language of the screen: the PDF's. */
  locale: Locale;
  fileName: string;
  t: TFunction;
}

/** 'Export to PDF': downloads the tagged PDF the server makes of the report (ADR 037). */
export function ExportPdfButton({ params, locale, fileName, t }: Props) {
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      await saveReportPdf(params, locale, fileName);
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
