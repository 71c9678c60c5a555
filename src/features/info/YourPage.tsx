import { ButtonLinks } from '../../components/ButtonLinks';
import { DisplaySettings } from '../../components/DisplaySettings';
import content from './content/your-page.md';
import { InfoProse } from './InfoProse';
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
            links={[{ to: '/privacy', label: 'Read the privacy policy', variant: 'subtle' }]}
          />
        ),
      }}
    />
  );
}
