// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mantineStyles, mantineStylesCss } from '../../../scripts/mantineStyles';

describe("the app's Mantine stylesheets", () => {
  it('are those of the components the app uses, as scripts/mantineStyles.ts writes them', () => {
    // On a failure: `npx tsx scripts/mantineStyles.ts > src/app/theme/mantineStyles.css`.
    expect(readFileSync('src/app/theme/mantineStyles.css', 'utf8')).toBe(mantineStylesCss());
  });

  it('include what a component needs through the components it is built on', () => {
    const styles = mantineStyles();
    const has = (name: string) => styles.includes(`@mantine/core/styles/${name}.css`);
    // The app imports Button, Select and Modal; their parts are found through Mantine's code.
    for (const part of ['UnstyledButton', 'Button', 'Combobox', 'Popover', 'Input', 'ModalBase'])
      expect(has(part), part).toBe(true);
    expect(has('Notification'), 'the toasts of @mantine/notifications').toBe(true);
    // Never used: left out.
    expect(has('ColorPicker')).toBe(false);
    expect(styles.indexOf('@mantine/core/styles/UnstyledButton.css')).toBeLessThan(
      styles.indexOf('@mantine/core/styles/Button.css'),
    );
    expect(styles.slice(0, 3)).toEqual([
      '@mantine/core/styles/baseline.css',
      '@mantine/core/styles/default-css-variables.css',
      '@mantine/core/styles/global.css',
    ]);
  });
});
