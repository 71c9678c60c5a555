import { Typography } from '@mantine/core';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { pathWithoutLanguage } from '../../lib/language';
import classes from './Prose.module.css';

/** A path on this site (not `//host` or `/\host`, which browsers read as another host). */
const SAME_SITE_PATH = /^\/(?![/\\])/;

/**
 * Words of a prose page, rendered and sanitized at build time (scripts/markdownPagesPlugin.ts).
 * The prerendered page and the app insert the same string, so hydration finds what it expects.
 * A click on a link to another VetHub page is routed in the app, as a <Link> would be; links
 * that leave VetHub open in a new tab, and a modified click is the browser's.
 */
export function Prose({ html }: { html: string }) {
  const navigate = useNavigate();
  const followLink = (event: MouseEvent<HTMLDivElement>) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    const href = link?.getAttribute('href') ?? '';
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (!link || link.hasAttribute('target') || !SAME_SITE_PATH.test(href)) return;
    if (event.defaultPrevented || event.button !== 0 || modified) return;
    event.preventDefault();
    // A Spanish page's links carry /es, which the router adds itself (its basename).
    void navigate(pathWithoutLanguage(href));
  };
  return (
    <Typography
      maw="46rem"
      className={classes.prose}
      onClick={followLink}
      // Safe: DOMPurify's output, from the Markdown files in this repository, made at build time.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
