import { Document, Link, Page, Text, View, pdf } from '@react-pdf/renderer';
import { SUPPORT_LEVEL_COLORS } from '../../../lib/score-display.ts';
import type { ReportContent, SubscoreTable, TaskContent } from '../content/types.ts';
import { HistoryChartPdf } from './history-chart-pdf.tsx';
import { styles } from './pdf-styles.ts';

// This module is imported only when 'Export to PDF' is clicked (its own chunk). The PDF draws the
// same localised content as the screen, as real text in the built-in Helvetica (its Latin-1
// glyphs cover Spanish), so readers can search and copy it and screen readers can read it.

function Table({ table, provisional }: { table: SubscoreTable; provisional: string }) {
  if (table.rows.length === 0) return null;
  return (
    <View style={styles.table} wrap={false}>
      <Text style={styles.tableHeading}>{table.heading}</Text>
      {table.rows.map((row) => (
        <View style={styles.row} key={row.label}>
          <Text style={styles.cellLabel}>{row.label}</Text>
          <Text style={styles.cellValue}>
            {row.value}
            {row.provisional ? `  (${provisional})` : ''}
          </Text>
        </View>
      ))}
    </View>
  );
}

function TaskBlock({ task, provisional }: { task: TaskContent; provisional: string }) {
  const colors = task.supportLevel ? SUPPORT_LEVEL_COLORS[task.supportLevel] : null;
  const tags = [task.typeTag, task.reliabilityTag, task.accommodationTag]
    .filter(Boolean)
    .join(' · ');
  return (
    <View style={styles.task}>
      <Text style={styles.h2} minPresenceAhead={80}>
        {task.name}
      </Text>
      <View style={styles.tags}>
        <Text style={styles.tag}>{tags}</Text>
        {colors && task.supportLabel && (
          <Text style={[styles.level, { backgroundColor: colors.background, color: colors.text }]}>
            {task.supportLabel}
          </Text>
        )}
      </View>
      {task.completedOn && <Text style={styles.muted}>{task.completedOn}</Text>}
      {task.unreliable && (
        <View style={styles.warning}>
          <Text>{task.unreliable.message}</Text>
          {task.unreliable.flagsIntro && <Text>{task.unreliable.flagsIntro}</Text>}
          {task.unreliable.flags.map((flag) => (
            <Text key={flag}>• {flag}</Text>
          ))}
        </View>
      )}
      <Text style={styles.paragraph}>
        {task.description}
        {task.descriptionProvisional ? ` (${provisional})` : ''}
      </Text>
      <Table table={task.scores} provisional={provisional} />
      {[task.phoneme, task.math, task.strands].map(
        (part, index) =>
          part && (
            <View key={index}>
              <Table table={part.table} provisional={provisional} />
              {part.workOn && (
                <Text style={styles.paragraph}>
                  {part.workOn.label}: {part.workOn.value}
                </Text>
              )}
            </View>
          ),
      )}
      {task.letters && (
        <>
          <Table table={task.letters.table} provisional={provisional} />
          <Text style={styles.h3}>{task.letters.workOnHeading}</Text>
          {task.letters.workOn.map((item) => (
            <Text style={styles.paragraph} key={item.label}>
              {item.label}: {item.value}
            </Text>
          ))}
        </>
      )}
      {task.phonics && <Table table={task.phonics} provisional={provisional} />}
      {task.blocks && <Table table={task.blocks} provisional={provisional} />}
      {task.measures && (
        <View>
          <Table table={task.measures.table} provisional={provisional} />
          <Text style={styles.paragraph}>{task.measures.note}</Text>
        </View>
      )}
      {task.history && <HistoryChartPdf history={task.history} />}
    </View>
  );
}

/** The individual score report as a PDF document (US Letter, page numbers in the footer). */
export function StudentReportDocument({
  content,
  createdOn,
  pageLabel,
}: {
  content: ReportContent;
  createdOn: string;
  /** 'Page {page} of {total}' with the placeholders left in. */
  pageLabel: string;
}) {
  const provisional = content.provisionalLabel;
  return (
    <Document title={`${content.title}: ${content.studentName}`} language={content.locale}>
      <Page size="LETTER" style={styles.page}>
        <Text style={styles.h1}>{content.title}</Text>
        <Text style={styles.name}>{content.studentName}</Text>
        <View style={styles.details}>
          {content.details.map((item) => (
            <Text key={item.label}>
              <Text style={styles.bold}>{item.label}: </Text>
              {item.value}
            </Text>
          ))}
        </View>
        <Text style={styles.paragraph}>{content.welcome}</Text>
        <Text style={styles.paragraph}>{content.intro}</Text>
        {content.stillWorking ? (
          <View style={styles.task}>
            <Text style={styles.h2}>{content.stillWorking.title}</Text>
            <Text style={styles.paragraph}>{content.stillWorking.body}</Text>
          </View>
        ) : (
          <>
            <Text style={styles.h2}>{content.summary.heading}</Text>
            <Text style={styles.paragraph}>{content.summary.body}</Text>
            <Text style={styles.paragraph}>{content.summary.included}</Text>
            {content.summary.tasks.map((name) => (
              <Text key={name}>• {name}</Text>
            ))}
            {content.summary.notCompleted.length > 0 && (
              <Text style={styles.paragraph}>
                {content.summary.notCompletedLabel} {content.summary.notCompleted.join(', ')}
              </Text>
            )}
            <Text style={styles.h2}>{content.resultsHeading}</Text>
            {content.tasks.map((task) => (
              <TaskBlock key={task.taskId} task={task} provisional={provisional} />
            ))}
          </>
        )}
        <Text style={styles.h2} break>
          {content.understanding.title}
        </Text>
        {content.understanding.sections.map((section) => (
          <View key={section.heading} wrap={false}>
            <Text style={styles.h3}>{section.heading}</Text>
            {section.paragraphs.map((paragraph) => (
              <Text style={styles.paragraph} key={paragraph}>
                {section.paragraphs.length > 1 ? `• ${paragraph}` : paragraph}
              </Text>
            ))}
          </View>
        ))}
        <Text style={styles.h2}>{content.nextSteps.title}</Text>
        <Text style={styles.paragraph}>{content.nextSteps.intro}</Text>
        <Text style={styles.h3}>{content.nextSteps.suggestionsHeading}</Text>
        {content.nextSteps.suggestions.map((suggestion) => (
          <Text style={styles.paragraph} key={suggestion}>
            • {suggestion}
          </Text>
        ))}
        <Text style={styles.h3}>{content.nextSteps.resourcesHeading}</Text>
        {content.nextSteps.resources.map((resource) => (
          <Text style={styles.paragraph} key={resource.href}>
            • {resource.label}:{' '}
            <Link src={resource.href} style={styles.link}>
              {resource.href}
            </Link>
          </Text>
        ))}
        <Text
          style={styles.footer}
          fixed
          render={({ pageNumber, totalPages }) =>
            `${createdOn}    ${pageLabel
              .replace('{page}', String(pageNumber))
              .replace('{total}', String(totalPages))}`
          }
        />
      </Page>
    </Document>
  );
}

/** The PDF file of a report. */
export async function renderReportPdf(
  content: ReportContent,
  labels: { createdOn: string; pageLabel: string },
): Promise<Blob> {
  return pdf(<StudentReportDocument content={content} {...labels} />).toBlob();
}
