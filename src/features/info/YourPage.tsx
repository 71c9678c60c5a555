import { ButtonLinks } from '../../components/ButtonLinks';
import { DisplaySettings } from '../../components/DisplaySettings';
import { DeviceHoldings } from '../../components/region/DeviceHoldings';
import content from './content/your-page.md';
import { InfoProse } from './InfoProse';
import { t } from './words';
import { YourShortcuts } from './YourShortcuts';

export default function YourPage() {
  return (
    <InfoProse
      content={content}
      slots={{
        display: <DisplaySettings />,
        shortcuts: <YourShortcuts />,
        device: <DeviceHoldings />,
        privacy: (
          <ButtonLinks
            links={[{ to: '/privacy', label: t('info.yourPage.privacy'), variant: 'subtle' }]}
          />
        ),
      }}
    />
  );
}
