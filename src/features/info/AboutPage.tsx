import { ButtonLinks } from '../../components/ButtonLinks';
import content from './content/about.md';
import { InfoProse } from './InfoProse';
import { ProseItems } from './ProseItems';

export default function AboutPage() {
  return (
    <InfoProse
      content={content}
      items={ProseItems}
      slots={{
        contact: (
          <ButtonLinks
            links={[
              { to: '/contact', label: 'Contact us' },
              { to: '/feedback', label: 'Send feedback', variant: 'outline' },
              { to: '/donate', label: 'Support VetHub', variant: 'outline' },
            ]}
          />
        ),
      }}
    />
  );
}
