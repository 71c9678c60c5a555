import { List } from '@mantine/core';
import { LinkedParagraph, LinkedText } from '../../components/content/LinkedText';
import { ListSection } from '../../components/ListSection';
import { ContentPage } from '../../components/pages/ContentPage';
import { PageSection } from '../../components/PageSection';
import { t } from './words';

// What the Featured label promises, then what featuring never changes; message ids.
const labelled = ['giving.featured.label1', 'giving.featured.label2', 'giving.featured.label3'];
const never = ['giving.featured.never1', 'giving.featured.never2', 'giving.featured.never3'];

export default function FeaturedListingPage() {
  return (
    <ContentPage intro={t('giving.featured.intro')}>
      <ListSection
        heading={t('giving.featured.labelHeading')}
        items={labelled.map((id) => t(id))}
      />

      <ListSection heading={t('giving.featured.neverHeading')} items={never.map((id) => t(id))}>
        <LinkedParagraph message={t('giving.featured.reviewsLink')} links={['/transparency']} />
      </ListSection>

      <PageSection heading={t('giving.featured.howHeading')}>
        <List type="ordered" spacing="xs">
          <List.Item>{t('giving.featured.step1')}</List.Item>
          <List.Item>
            <LinkedText message={t('giving.featured.step2')} links={['/payment', '/pricing']} />
          </List.Item>
          <List.Item>{t('giving.featured.step3')}</List.Item>
        </List>
        <LinkedParagraph
          message={t('giving.featured.nowText')}
          links={['/vetdeals', '/services', '/blog']}
        />
      </PageSection>
    </ContentPage>
  );
}
