/** The header's live count of saved items (all four lists); loaded once the data layer runs. */
import { Badge } from '@mantine/core';
import { useSavedCount } from '../../data/saved/useSaved';

export default function SavedBadge() {
  const count = useSavedCount();
  if (count === 0) return null;
  return (
    <>
      <Badge size="sm" circle={count < 10} ml={6} aria-hidden="true" data-testid="saved-count">
        {count}
      </Badge>
      <span className="visually-hidden"> ({count === 1 ? '1 item' : `${count} items`})</span>
    </>
  );
}
