import { Badge } from '@mantine/core';
import { currentLanguage } from '../lib/i18n';

/**
 * On Spanish pages, the badge of a listing, job or article not written in Spanish. `label` is the
 * area's own word for it ("En inglés"), from the area's catalog.
 */
export function InEnglishBadge({ language, label }: { language: string; label: string }) {
  if (currentLanguage() !== 'es' || language === 'es') return null;
  return <Badge variant="outline">{label}</Badge>;
}
