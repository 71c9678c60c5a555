import { ButtonLinks } from '../../components/ButtonLinks';
import content from './content/about.md';
import { ItemsProse } from './ItemsProse';
import { t } from './words';

export default function AboutPage() {
  return (
    <ItemsProse
      content={content}
      slots={{
        contact: (
          <ButtonLinks
            links={[
              { to: '/contact', label: t('info.about.contact') },
              { to: '/feedback', label: t('info.about.feedback'), variant: 'outline' },
              { to: '/donate', label: t('info.about.support'), variant: 'outline' },
            ]}
          />
        ),
      }}
    />
  );
}
