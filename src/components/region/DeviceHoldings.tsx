import { Stack, Text } from '@mantine/core';
import { useDeviceHoldings } from '../../data/useDeviceHoldings';
import { useRegionChoice } from '../../data/useRegion';
import { currentLocale } from '../../lib/i18n';
import { RegionPicker, stateNames } from './RegionPicker';
import { t } from './words';

/** Megabytes with one decimal, as a person reads a phone's storage settings. */
const megabytes = (bytes: number) =>
  `${(bytes / (1024 * 1024)).toLocaleString(currentLocale(), { maximumFractionDigits: 1, minimumFractionDigits: 1 })} MB`;

/** What this device keeps (/your-page), and the region it keeps listings for. */
export function DeviceHoldings() {
  const holdings = useDeviceHoldings();
  const choice = useRegionChoice();
  const count = (n: number) => n.toLocaleString(currentLocale());
  return (
    <Stack gap="sm">
      <Text role="status" data-testid="device-holdings">
        {!holdings
          ? t('components.device.loading')
          : holdings.bytes !== null
            ? t('components.device.holds', {
                size: megabytes(holdings.bytes),
                listings: count(holdings.listings),
                saved: count(holdings.saved),
              })
            : t('components.device.holdsNoSize', {
                listings: count(holdings.listings),
                saved: count(holdings.saved),
              })}
      </Text>
      <Text>
        {holdings?.whole
          ? t('components.device.everything')
          : choice && 'states' in choice
            ? t('components.device.region', { states: stateNames(choice.states) })
            : t('components.device.nationwide')}
      </Text>
      <RegionPicker />
    </Stack>
  );
}
