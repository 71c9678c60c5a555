import { Typography } from '@mantine/core';
import { useMemo } from 'react';
import { supabaseUrl } from '../data/config';
import { renderMarkdown } from '../lib/markdown';
import classes from './SafeMarkdown.module.css';

const imagePrefix = `${supabaseUrl.replace(/\/$/, '')}/storage/v1/object/public/`;

/** Markdown from the database, rendered through the sanitizer (src/lib/markdown.ts). */
export function SafeMarkdown({ markdown }: { markdown: string }) {
  const html = useMemo(() => renderMarkdown(markdown, { imagePrefix }), [markdown]);
  // Safe: renderMarkdown returns DOMPurify output only.
  return <Typography className={classes.markdown} dangerouslySetInnerHTML={{ __html: html }} />;
}
