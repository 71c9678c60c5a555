import {
  createTheme,
  mergeThemeOverrides,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core';

/** A deep, calm navy: shade 6 (filled buttons, links) holds 9:1 against white. */
const navy: MantineColorsTuple = [
  '#eef3fa',
  '#d9e3f1',
  '#b0c5e2',
  '#84a5d3',
  '#5f89c6',
  '#3a6aa8',
  '#1f4b85',
  '#193f71',
  '#13325b',
  '#0c2544',
];

/** Warm brass accent used sparingly (badges, highlights); dark shades only carry text. */
const brass: MantineColorsTuple = [
  '#fbf6e9',
  '#f3e8c6',
  '#e8d49a',
  '#dcbf6b',
  '#d2ad45',
  '#c99f2c',
  '#8a6a12',
  '#74590f',
  '#5e480b',
  '#483706',
];

export const theme = createTheme({
  primaryColor: 'navy',
  primaryShade: { light: 6, dark: 4 },
  colors: { navy, brass },
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: {
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    fontWeight: '700',
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'always',
  autoContrast: true,
  luminanceThreshold: 0.4,
  components: {
    Anchor: { defaultProps: { underline: 'always' } },
  },
});

/** Bright yellow on black for high-contrast mode; autoContrast gives filled buttons black text. */
const signal: MantineColorsTuple = [
  '#fff9db',
  '#fff3bf',
  '#ffec99',
  '#ffe066',
  '#ffe066',
  '#fcc419',
  '#fab005',
  '#f59f00',
  '#f08c00',
  '#e67700',
];

export const highContrastTheme = mergeThemeOverrides(
  theme,
  createTheme({ primaryColor: 'signal', primaryShade: 4, colors: { signal } }),
);

/** Mantine's default dimmed gray and error red fail WCAG AA; these keep such text readable. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#3f4750',
    '--mantine-color-placeholder': '#5c636a',
    // Mantine's red 6 is 3.3:1 on white; field errors and notices need 4.5:1.
    '--mantine-color-error': '#c92a2a',
    // Alert titles and light badges use the shade-6 "light color", under 4.5:1 on its own tint.
    '--mantine-color-green-light-color': '#1e6b2f',
    '--mantine-color-blue-light-color': '#1864ab',
    '--mantine-color-yellow-light-color': '#7a5200',
    '--mantine-color-red-light-color': '#c92a2a',
  },
  dark: {
    '--mantine-color-dimmed': '#e9ecef',
    '--mantine-color-placeholder': '#ced4da',
    '--mantine-color-error': '#ffa8a8',
  },
});
