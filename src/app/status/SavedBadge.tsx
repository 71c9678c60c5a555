/**
 * The header's live count of saved items (all four lists); loaded once the data layer runs. On a
 * phone it sits over the menu button's corner, and the button's name carries it.
 */
import { Badge } from '@mantine/core';
import { useSavedCount } from '../../data/saved/useSaved';
import classes from './SavedBadge.module.css';
import { t } from '../words';

interface SavedBadgeProps {
  /**
   * `link`: after the word "Saved", with its words for screen readers. `menuButton`: the badge
   * alone, over the phone menu button. `menuButtonName`: the words alone, inside that button's
   * name ("Open menu, Saved (1 item)").
   */
  place?: 'link' | 'menuButton' | 'menuButtonName';
}

export default function SavedBadge({ place = 'link' }: SavedBadgeProps) {
  const count = useSavedCount();
  if (count === 0) return null;
  const items = t('app.saved.items', { count });
  if (place === 'menuButtonName')
    return (
      <>
        , {t('app.header.saved')} {items}
      </>
    );
  return (
    <>
      <Badge
        size="sm"
        circle={count < 10}
        ml={place === 'link' ? 6 : undefined}
        className={place === 'menuButton' ? classes.onMenuButton : undefined}
        aria-hidden="true"
        data-testid="saved-count"
      >
        {count}
      </Badge>
      {place === 'link' ? <span className="visually-hidden"> {items}</span> : null}
    </>
  );
}
