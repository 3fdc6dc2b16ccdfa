import { Fragment, type ReactNode } from 'react';
import { List, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/List.css';

type Block =
  | { kind: 'heading'; level: 2 | 3 | 4; text: string }
  | { kind: 'list'; ordered: boolean; items: string[] }
  | { kind: 'paragraph'; text: string };

const HEADING = /^(#{1,6})\s+(.*)$/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;

/** Splits markdown into headings, lists and paragraphs (blank lines end a block). */
export function parseBlocks(markdown: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', text: paragraph.join('\n') });
    paragraph = [];
  };
  for (const line of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const heading = HEADING.exec(line);
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    if (!line.trim()) flush();
    else if (heading) {
      flush();
      const level = Math.min(4, Math.max(2, heading[1]!.length + 1)) as 2 | 3 | 4;
      blocks.push({ kind: 'heading', level, text: heading[2]! });
    } else if (bullet || numbered) {
      flush();
      const ordered = Boolean(numbered);
      const item = (bullet ?? numbered)![1]!;
      const last = blocks.at(-1);
      if (last?.kind === 'list' && last.ordered === ordered) last.items.push(item);
      else blocks.push({ kind: 'list', ordered, items: [item] });
    } else paragraph.push(line);
  }
  flush();
  return blocks;
}

/** **bold** spans and line breaks as React nodes; everything else stays literal text. */
function inline(text: string): ReactNode[] {
  return text.split(/(\*\*[^*]+\*\*)/g).map((part, i) =>
    part.startsWith('**') && part.endsWith('**') && part.length > 4 ? (
      <strong key={i}>{part.slice(2, -2)}</strong>
    ) : (
      <Fragment key={i}>
        {part.split('\n').map((line, j) => (
          <Fragment key={j}>
            {j > 0 ? <br /> : null}
            {line}
          </Fragment>
        ))}
      </Fragment>
    ),
  );
}

/**
 * Renders the markdown of a legal document without ever interpreting HTML: it builds React text
 * nodes (escaped by React) for headings, lists, paragraphs and bold. Links and images are shown
 * as their literal text, so a document cannot run script or load anything.
 */
export function SafeMarkdown({ markdown }: { markdown: string }) {
  return (
    <Stack gap="sm">
      {parseBlocks(markdown).map((block, i) => {
        if (block.kind === 'heading') {
          return (
            <Title key={i} order={block.level}>
              {inline(block.text)}
            </Title>
          );
        }
        if (block.kind === 'list') {
          return (
            <List key={i} type={block.ordered ? 'ordered' : 'unordered'} withPadding>
              {block.items.map((item, j) => (
                <List.Item key={j}>{inline(item)}</List.Item>
              ))}
            </List>
          );
        }
        return <Text key={i}>{inline(block.text)}</Text>;
      })}
    </Stack>
  );
}
