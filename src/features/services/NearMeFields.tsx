import { Group, NativeSelect, TextInput } from '@mantine/core';
import { useState } from 'react';
import { DEFAULT_NEAR_RADIUS, NEAR_RADII, isNearRadius } from '../../data/geo/distance';
import type { NearFilter } from '../../data/query';
import { t } from './words';

interface NearMeFieldsProps {
  near: NearFilter | undefined;
  onChange: (near: NearFilter | undefined) => void;
  /** What is wrong with the ZIP code the list was asked for; shown while it is still the one typed. */
  error?: { zip: string; message: string };
}

/** "Near me": a ZIP code and how far from it; an empty ZIP code turns it off. */
export function NearMeFields({ near, onChange, error }: NearMeFieldsProps) {
  // Kept here too, so a distance chosen before the ZIP code is typed is not lost.
  const [radiusMiles, setRadiusMiles] = useState(near?.radiusMiles ?? DEFAULT_NEAR_RADIUS);
  const message = error && near?.zip === error.zip ? error.message : undefined;
  return (
    <Group grow align="flex-start" gap="sm">
      <TextInput
        label={t('services.filter.nearZip')}
        description={t('services.filter.nearZipHelp')}
        name="near"
        inputMode="numeric"
        autoComplete="postal-code"
        value={near?.zip ?? ''}
        error={message}
        // Announced when the list comes back with it, not only shown.
        errorProps={{ role: 'alert' }}
        onChange={(e) => {
          const zip = e.currentTarget.value;
          onChange(zip.trim() ? { zip, radiusMiles } : undefined);
        }}
      />
      <NativeSelect
        label={t('services.filter.radius')}
        name="miles"
        value={String(radiusMiles)}
        data={NEAR_RADII.map((miles) => ({
          value: String(miles),
          label: t('services.filter.withinMiles', { miles }),
        }))}
        onChange={(e) => {
          const miles = Number(e.currentTarget.value);
          if (!isNearRadius(miles)) return;
          setRadiusMiles(miles);
          if (near) onChange({ ...near, radiusMiles: miles });
        }}
      />
    </Group>
  );
}
