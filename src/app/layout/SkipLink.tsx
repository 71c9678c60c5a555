import { t } from '../words';

export function SkipLink() {
  return (
    <a className="skip-link" href="#main-content">
      {t('app.skipLink')}
    </a>
  );
}
