import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/** Dark red primary palette around #8c1515 (index 7), lightest to darkest. */
export const roarRed: MantineColorsTuple = [
  '#fdecec',
  '#f7d4d4',
  '#eda9a9',
  '#e17a7a',
  '#d55252',
  '#c23434',
  '#a82020',
  '#8c1515',
  '#711010',
  '#570b0b',
];

export const theme = createTheme({
  primaryColor: 'roar',
  colors: { roar: roarRed },
  primaryShade: { light: 7, dark: 5 },
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  cursorType: 'pointer',
  // Links are underlined, so they are told apart from text by more than colour (WCAG 1.4.1).
  // A loader named by aria-label is a status message (a bare span may not carry a name).
  components: {
    Anchor: { defaultProps: { underline: 'always' } },
    Loader: { defaultProps: { role: 'status' } },
    // A table wider than a phone scrolls sideways: keyboard users reach its scroll area by Tab.
    TableScrollContainer: { defaultProps: { scrollAreaProps: { viewportProps: { tabIndex: 0 } } } },
  },
});

/**
 * Text colours that meet WCAG 2.1 AA contrast (4.5:1) where Mantine's defaults do not
 * (issue 21, checked by theme.test.ts and the axe check of every e2e page): secondary ('dimmed')
 * and placeholder text, and the text of light badges and alerts in the colours whose shade 9 is
 * too pale on shade 1; in the dark scheme, links (and the logo, which takes their colour) and
 * error text, which Mantine draws in shades too dark for the dark greys.
 */
export const readableColors = {
  light: {
    '--mantine-color-dimmed': '#5f666d',
    '--mantine-color-placeholder': '#5f666d',
    '--mantine-color-error': '#c92a2a',
    '--mantine-color-teal-light-color': '#087956',
    '--mantine-color-green-light-color': '#257535',
    '--mantine-color-lime-light-color': '#4a760a',
    '--mantine-color-yellow-light-color': '#a15300',
    '--mantine-color-orange-light-color': '#b83d0d',
  },
  dark: {
    '--mantine-color-dimmed': '#b0b0b0',
    '--mantine-color-placeholder': '#b0b0b0',
    // Links and the logo: the dark scheme's primary shade (5) is 2.8:1 on the dark body.
    '--mantine-color-anchor': roarRed[2],
    '--mantine-color-error': '#ff8787',
  },
} as const;

/**
 * Coloured text on the page's background (success, warning, error), in the readable shades above:
 * Mantine's shades 6-9 of green, yellow, orange and red are below 4.5:1 on white.
 */
export const textColors = {
  success: 'var(--mantine-color-green-light-color)',
  warning: 'var(--mantine-color-yellow-light-color)',
  caution: 'var(--mantine-color-orange-light-color)',
  error: 'var(--mantine-color-error)',
} as const;

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: readableColors.light,
  dark: readableColors.dark,
});
