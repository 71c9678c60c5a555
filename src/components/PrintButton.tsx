import { Button } from '@mantine/core';
import classes from './PrintButton.module.css';
import { t } from './later/words';

/** "Print" for a tool's result: the page then prints its content only, links spelled out. */
export function PrintButton({ label = t('components.print') }: { label?: string }) {
  return (
    <>
      <span className={`${classes.hideShell} ${classes.spellLinks}`} hidden />
      <Button variant="outline" className={classes.noPrint} onClick={() => window.print()}>
        {label}
      </Button>
    </>
  );
}
