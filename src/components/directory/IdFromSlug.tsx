import type { ComponentType } from 'react';
import { useParams } from 'react-router';
import { parseIdAndSlug } from '../../lib/slug';
import { DetailProblem } from '../DetailProblem';
import { t } from './words';

/** The record number in an /{id}-{slug} address, or the problem when the address has none. */
export function IdFromSlug({
  back,
  invalidText,
  Page,
}: {
  back: { to: string; label: string };
  /** How such an address starts, for the person who typed it. */
  invalidText: string;
  /** The page of the record with that number. */
  Page: ComponentType<{ id: number }>;
}) {
  const { idAndSlug = '' } = useParams();
  const { id } = parseIdAndSlug(idAndSlug);
  if (id === null) {
    return <DetailProblem back={back} title={t('components.invalidId')} text={invalidText} />;
  }
  return <Page id={id} />;
}
