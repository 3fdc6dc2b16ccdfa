import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render.tsx';

describe('colour scheme', () => {
  it('is light unless <html> has the dark-mode class, and follows that class', async () => {
    window.matchMedia('(prefers-color-scheme: dark)'); // the OS preference is never consulted
    await renderWithProviders(<p>page</p>);
    expect(screen.getByText('page')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'light');
    act(() => document.documentElement.classList.add('dark-mode'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark');
    act(() => document.documentElement.classList.remove('dark-mode'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'light');
  });
});
