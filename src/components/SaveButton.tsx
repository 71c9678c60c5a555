/**
 * The bookmark toggle of every card and detail page: saves a snapshot of the record on this
 * device, says so in a 3-second toast, and says why when the device would not keep it.
 */
import { Button } from '@mantine/core';
import type { SavedList } from '../data/localDb';
import { toggleSaved, type SavableRecord } from '../data/saved/savedItems';
import { useIsSaved } from '../data/saved/useSaved';
import { showToast, TOAST_SHORT_MS } from './toasts';
import { t } from './later/words';

interface SaveButtonProps {
  list: SavedList;
  record: SavableRecord;
  /** What is saved, for the accessible name: "Save Liberty Lawn Care". */
  label: string;
  size?: 'xs' | 'sm' | 'md';
}

export function SaveButton({ list, record, label, size = 'sm' }: SaveButtonProps) {
  const saved = useIsSaved(list, record.id);

  function onClick() {
    void toggleSaved(list, record).then((result) => {
      if (!result.ok) {
        showToast({
          title: t('components.save.notSaved'),
          description: result.problem.message,
          color: 'red',
        });
        return;
      }
      showToast({
        title: result.saved ? t('components.save.saved') : t('components.save.removed'),
        description: result.saved ? t('components.save.savedText', { label }) : undefined,
        color: result.saved ? 'green' : 'gray',
        timeout: TOAST_SHORT_MS,
      });
    });
  }

  return (
    <Button
      variant={saved ? 'filled' : 'outline'}
      size={size}
      onClick={onClick}
      aria-pressed={saved}
      aria-label={t(saved ? 'components.save.savedName' : 'components.save.saveName', { label })}
    >
      {saved ? t('components.save.saved') : t('components.save.save')}
    </Button>
  );
}
