import { createTheme, type MantineColorsTuple } from '@mantine/core';

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
});
