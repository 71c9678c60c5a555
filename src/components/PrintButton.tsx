import { Button } from '@mantine/core';
import classes from './PrintButton.module.css';

/** "Print" for a tool's result: the page then prints its content only, links spelled out. */
export function PrintButton({ label = 'Print' }: { label?: string }) {
  return (
    <>
      <span className={`${classes.hideShell} ${classes.spellLinks}`} hidden />
      <Button variant="outline" className={classes.noPrint} onClick={() => window.print()}>
        {label}
      </Button>
    </>
  );
}
