import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render.tsx';
import { SafeMarkdown, parseBlocks } from './safe-markdown.tsx';

describe('SafeMarkdown', () => {
  it('renders headings, lists and bold, and never interprets HTML', async () => {
    const markdown =
      '## Terms\n\nPlease read **carefully**.\n\n1. First\n2. Second\n\n<img src=x onerror="alert(1)"><script>bad()</script>';
    const { container } = await renderWithProviders(<SafeMarkdown markdown={markdown} />);
    expect(await screen.findByRole('heading', { name: 'Terms' })).toBeInTheDocument();
    expect(screen.getByText('carefully').tagName).toBe('STRONG');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'First',
      'Second',
    ]);
    expect(container.querySelector('img, script')).toBeNull();
    expect(screen.getByText(/<script>bad\(\)<\/script>/)).toBeInTheDocument();
  });

  it('groups consecutive list items and keeps line breaks in paragraphs', () => {
    expect(parseBlocks('- a\n- b\n\nline one\nline two')).toEqual([
      { kind: 'list', ordered: false, items: ['a', 'b'] },
      { kind: 'paragraph', text: 'line one\nline two' },
    ]);
  });
});
