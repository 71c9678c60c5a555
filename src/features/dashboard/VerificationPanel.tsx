import { Alert, Badge, Button, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { showToast } from '../../components/toasts';
import { openVerificationPopup } from '../../data/authIdme';
import { loadProfile, type Profile } from '../../data/authProfile';
import { currentLocale } from '../../lib/i18n';
import { isTrustedVerificationMessage } from '../../lib/verificationMessage';
import { PageSection } from '../../components/PageSection';
import { t } from './words';

/** Verification status, the Verify button and the listener for the popup's answer (spec §4). */
export function VerificationPanel({ profile }: { profile: Profile }) {
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  // Looks again the page has finished after a message, shown as data-profile-checks: a test
  // waits on it to know the page has had its answer and acted, rather than guess how long.
  const [checks, setChecks] = useState(0);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!isTrustedVerificationMessage(event, window.location.origin)) return;
      // The message only says "look again": the verified flag comes from the server.
      void loadProfile(profile.id).then((fresh) => {
        if (fresh?.verifiedVeteran) {
          showToast({ title: t('dashboard.verify.verified'), color: 'green' });
          navigate('/dashboard');
        }
        setChecks((n) => n + 1);
      });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [profile.id, navigate]);

  const start = () => {
    if (!navigator.onLine) {
      setProblem(t('dashboard.verify.needsConnection'));
      return;
    }
    const popup = openVerificationPopup();
    setProblem(popup ? null : t('dashboard.verify.popupBlocked'));
  };

  return (
    <PageSection id="verification-heading" heading={t('dashboard.verify.heading')}>
      {profile.verifiedVeteran ? (
        <Text>
          <Badge color="#1b5e20" variant="filled" mr="xs" tt="none">
            {t('dashboard.verify.badge')}
          </Badge>
          {profile.verifiedAt
            ? t('dashboard.verify.wasVerifiedOn', {
                date: new Date(profile.verifiedAt).toLocaleDateString(currentLocale()),
              })
            : t('dashboard.verify.wasVerified')}
        </Text>
      ) : (
        <>
          <Text>{t('dashboard.verify.notVerified')}</Text>
          {problem ? (
            <Alert color="red" role="alert" title={t('dashboard.verify.didNotStart')}>
              {problem}
            </Alert>
          ) : null}
          <div data-profile-checks={checks}>
            <Button onClick={start}>{t('dashboard.verify.button')}</Button>
          </div>
        </>
      )}
    </PageSection>
  );
}
