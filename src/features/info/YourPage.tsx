import { ButtonLinks } from '../../components/ButtonLinks';
import { DisplaySettings } from '../../components/DisplaySettings';
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
        privacy: (
          <ButtonLinks
            links={[{ to: '/privacy', label: t('info.yourPage.privacy'), variant: 'subtle' }]}
          />
        ),
      }}
    />
  );
}
