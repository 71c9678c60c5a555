import type { ReactNode } from 'react';
import { ContentPage } from '../pages/ContentPage';
import { RegionQuestion } from '../region/RegionQuestion';
import { DirectoryFrame, type DirectoryFilter, type DirectoryFrameProps } from './DirectoryFrame';

type DirectoryPageProps<F extends DirectoryFilter, T extends { id: number }> = DirectoryFrameProps<
  F,
  T
> & {
  intro: string;
  /** Sections between the header and the directory (the featured listings). */
  featured?: ReactNode;
  /** The page's own sections, after the directory. */
  children?: ReactNode;
};

/** Directories whose listings have a place: the device keeps the person's region of them. */
const REGIONAL = ['services', 'unemployment_jobs'];

/**
 * A directory's whole page: its header, the filter form and results, "Where are you?" on a
 * regional directory (once), then its own sections.
 */
export function DirectoryPage<F extends DirectoryFilter, T extends { id: number }>({
  intro,
  featured,
  children,
  ...frame
}: DirectoryPageProps<F, T>) {
  return (
    <ContentPage intro={intro}>
      {featured}
      <DirectoryFrame {...frame} />
      {REGIONAL.includes(frame.url.filter.table) ? <RegionQuestion /> : null}
      {children}
    </ContentPage>
  );
}
