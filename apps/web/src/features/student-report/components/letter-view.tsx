import { List, Paper, Stack, Text, Title } from '@mantine/core';
import { NORMED_SUPPORT_LEVELS, type LetterSection, type ParentLetter } from '@roar/contracts';
import { SUPPORT_LEVEL_CHART_COLORS, SUPPORT_LEVEL_COLORS } from '../../../lib/score-display.ts';
import './letter.css';
import './styles.ts';

const SEGMENT = 100;
const GAP = 3;

/**
 * The band graphic: the three support levels side by side, the child's solid and marked with a
 * triangle (so the level never rests on colour alone), their names under it. One image with its
 * text alternative (the names inside it are part of the picture, not read twice).
 */
function Band({ section }: { section: LetterSection }) {
  const width = SEGMENT * NORMED_SUPPORT_LEVELS.length;
  return (
    <figure className="parent-letter-band" role="img" aria-label={section.bandAlt}>
      <svg viewBox={`0 0 ${width} 26`} width="100%" aria-hidden="true" focusable="false">
        {NORMED_SUPPORT_LEVELS.map((level, i) => {
          const current = level === section.level;
          const x = i * SEGMENT;
          return (
            <g key={level}>
              <rect
                x={x}
                y={12}
                width={SEGMENT - GAP}
                height={12}
                rx={2}
                fill={
                  current
                    ? SUPPORT_LEVEL_CHART_COLORS[level]
                    : SUPPORT_LEVEL_COLORS[level].background
                }
              />
              {current && <path d={`M ${x + SEGMENT / 2 - 6} 2 h 12 l -6 8 z`} fill="#1f2328" />}
            </g>
          );
        })}
      </svg>
      <div className="parent-letter-band-labels" aria-hidden="true">
        {NORMED_SUPPORT_LEVELS.map((level, i) => (
          <span key={level} data-current={level === section.level || undefined}>
            {section.bandLabels[i]}
          </span>
        ))}
      </div>
    </figure>
  );
}

function Section({ section, index }: { section: LetterSection; index: number }) {
  const headingId = `letter-section-${index}`;
  return (
    <section aria-labelledby={headingId} className="parent-letter-section">
      <Title order={2} id={headingId} size="h4" className="parent-letter-accent">
        {section.title}
      </Title>
      <Text>{section.assessed}</Text>
      <div className={section.level ? 'parent-letter-result' : undefined}>
        {section.level && <Band section={section} />}
        <Text>{section.result.join(' ')}</Text>
      </div>
      <Text size="sm">
        <strong>{section.confidence.label}</strong> {section.confidence.text}
      </Text>
      {section.practise.map((line) => (
        <Text key={line}>{line}</Text>
      ))}
      <Title order={3} size="h6">
        {section.activitiesHeading}
      </Title>
      <List spacing={4} withPadding>
        {section.activities.map((activity) => (
          <List.Item key={activity}>{activity}</List.Item>
        ))}
      </List>
    </section>
  );
}

/**
 * The parent letter as the family reads it on screen and prints it: a sheet of paper (light in
 * either colour scheme), in the letter's own language (`lang`), headings in order.
 */
export function LetterView({ letter }: { letter: ParentLetter }) {
  return (
    <Paper
      component="article"
      lang={letter.locale}
      aria-labelledby="parent-letter-heading"
      className="parent-letter"
      withBorder
      p={{ base: 'md', sm: 'xl' }}
    >
      <Stack gap="sm">
        <div className="parent-letter-strip" aria-hidden="true" />
        <Title order={1} id="parent-letter-heading" size="h2">
          {letter.heading}
        </Title>
        <Text>{letter.greeting}</Text>
        <Text>{letter.intro}</Text>
        <Text>{letter.aboutResults}</Text>
        {letter.sections.map((section, index) => (
          <Section key={section.taskId} section={section} index={index} />
        ))}
        {letter.notFinished && <Text>{letter.notFinished}</Text>}
        <Text>{letter.closing}</Text>
        <Text fw={700}>{letter.signature}</Text>
        <Text size="sm" className="parent-letter-muted">
          {letter.footer}
        </Text>
      </Stack>
    </Paper>
  );
}
