/**
 * index.html's one inline script: scripts/inlineBootPlugin.ts bundles this file, minified, into
 * every page's <head>, where it runs before the first paint and long before the app's code has
 * arrived. It is in every page's HTML and runs on the way to the first paint: keep it small and
 * quick. The Content-Security-Policy allows it by its hash (scripts/cspPlugin.ts).
 */
import { askForAppAfterPaint } from './askForAppAfterPaint';
import { holdInputForApp } from './holdInputForApp';
import { languageBeforePaint } from './languageBeforePaint';
import { lookBeforePaint } from './lookBeforePaint';

// A page on its way to its Spanish twin asks for nothing more.
if (!languageBeforePaint()) {
  lookBeforePaint();
  askForAppAfterPaint();
  holdInputForApp();
}
