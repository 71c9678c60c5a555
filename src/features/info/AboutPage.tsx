import { ButtonLinks } from '../../components/ButtonLinks';
import content from './content/about.md';
import { ItemsProse } from './ItemsProse';

export default function AboutPage() {
  return (
    <ItemsProse
      content={content}
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
