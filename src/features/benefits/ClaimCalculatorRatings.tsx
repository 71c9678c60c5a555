import { Button, Group, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import { ToolPart } from './ToolPart';
import { useEffect, useRef } from 'react';
import { limbLabels, type Limb } from './combinedRating';
import { maxRatings, newRatingId, type RatingRow } from './claimCalculatorStorage';
import classes from './ClaimCalculator.module.css';
import print from '../../components/PrintButton.module.css';
import { t } from './words';

const ratingOptions = Array.from({ length: 11 }, (_, i) => ({
  value: String(i * 10),
  label: `${i * 10}%`,
}));
const limbs = Object.keys(limbLabels) as Limb[];

interface Props {
  ratings: RatingRow[];
  onChange: (ratings: RatingRow[]) => void;
}

export function ClaimCalculatorRatings({ ratings, onChange }: Props) {
  // Keyboard users land on the control they just created, or on "Add" after a removal.
  const focusTarget = useRef<string | null>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const target = focusTarget.current;
    if (!target) return;
    focusTarget.current = null;
    if (target === 'add') addRef.current?.focus();
    else document.getElementById(`rating-${target}`)?.focus();
  }, [ratings]);

  const update = (id: string, patch: Partial<RatingRow>) =>
    onChange(ratings.map((r) => (r.id === id ? { ...r, ...patch } : r)));
  const add = () => {
    const id = newRatingId();
    onChange([...ratings, { id, rating: 10, limb: 'none' }]);
    focusTarget.current = id;
  };
  const remove = (id: string) => {
    onChange(ratings.filter((r) => r.id !== id));
    focusTarget.current = 'add';
  };

  const limbOptions = limbs.map((value) => ({ value, label: t(limbLabels[value]) }));
  return (
    <ToolPart
      id="calc-ratings"
      heading={t('benefits.calc.ratings')}
      intro={t('benefits.calc.ratingsIntro')}
    >
      {ratings.length === 0 ? <Text>{t('benefits.calc.noRatings')}</Text> : null}
      <Stack gap="sm" component="ol" className={classes.plainList}>
        {ratings.map((r, i) => (
          <Paper component="li" withBorder radius="md" p="sm" key={r.id}>
            <Group align="flex-end" gap="sm" wrap="wrap">
              <NativeSelect
                id={`rating-${r.id}`}
                label={t('benefits.calc.rating', { number: i + 1 })}
                data={ratingOptions}
                value={String(r.rating)}
                onChange={(e) => update(r.id, { rating: Number(e.currentTarget.value) })}
              />
              <NativeSelect
                label={t('benefits.calc.side', { number: i + 1 })}
                data={limbOptions}
                value={r.limb}
                onChange={(e) => update(r.id, { limb: e.currentTarget.value as Limb })}
              />
              <Button variant="outline" className={print.noPrint} onClick={() => remove(r.id)}>
                {t('benefits.calc.remove', { number: i + 1 })}
              </Button>
            </Group>
          </Paper>
        ))}
      </Stack>
      <Group className={print.noPrint}>
        <Button ref={addRef} onClick={add} disabled={ratings.length >= maxRatings}>
          {t('benefits.calc.add')}
        </Button>
      </Group>
      {ratings.length >= maxRatings ? (
        <Text>{t('benefits.calc.max', { max: maxRatings })}</Text>
      ) : null}
    </ToolPart>
  );
}
