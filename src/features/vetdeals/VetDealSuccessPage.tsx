import { InternalLink } from '../../components/InternalLink';
import { PostedPage } from '../../components/posting/PostedPage';
import { dealRecord } from '../../data/records';
import { dealPosting } from './dealPosting';
import { t } from './words';

export default function VetDealSuccessPage() {
  return (
    <PostedPage
      record={dealRecord}
      posting={dealPosting}
      next={[
        <>
          {t('vetdeals.success.listedBefore')} <InternalLink to="/vetdeals">VetDeals</InternalLink>{' '}
          {t('vetdeals.success.listedAfter')}
        </>,
        <>
          {t('vetdeals.success.checkedBefore')}{' '}
          <InternalLink to="/vetdeals/requirements">{t('vetdeals.requirements')}</InternalLink>
          {t('vetdeals.success.checkedAfter')}
        </>,
        <>
          {t('vetdeals.success.currentBefore')}{' '}
          <InternalLink to="/contact">{t('vetdeals.success.contactLink')}</InternalLink>
          {t('vetdeals.success.currentAfter')}
        </>,
      ]}
      links={[
        { to: '/vetdeals', label: t('vetdeals.success.see') },
        { to: '/dashboard', label: t('vetdeals.success.dashboard') },
        { to: '/submit', label: t('vetdeals.success.other') },
      ]}
    />
  );
}
