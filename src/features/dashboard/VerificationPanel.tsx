import { Alert, Badge, Button, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { showToast } from '../../components/toasts';
import { openVerificationPopup } from '../../data/authIdme';
import { loadProfile, type Profile } from '../../data/authProfile';
import { isTrustedVerificationMessage } from '../../lib/verificationMessage';
import { PageSection } from '../../components/PageSection';

export const POPUP_BLOCKED_MESSAGE =
  'Your browser blocked the verification window. Allow pop-ups for this site, then press Verify again.';
export const VERIFIED_TITLE = 'Veteran Status Verified!';

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
          showToast({ title: VERIFIED_TITLE, color: 'green' });
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
      setProblem('Verification needs an internet connection. Check your connection and try again.');
      return;
    }
    const popup = openVerificationPopup();
    setProblem(popup ? null : POPUP_BLOCKED_MESSAGE);
  };

  return (
    <PageSection id="verification-heading" heading="Veteran verification">
      {profile.verifiedVeteran ? (
        <Text>
          <Badge color="#1b5e20" variant="filled" mr="xs" tt="none">
            Verified veteran
          </Badge>
          Your veteran status was verified
          {profile.verifiedAt ? ` on ${new Date(profile.verifiedAt).toLocaleDateString()}` : ''}.
        </Text>
      ) : (
        <>
          <Text>
            Your veteran status is not verified. Verifying with ID.me opens a separate window; your
            documents stay with ID.me and VetHub only learns that you are a veteran.
          </Text>
          {problem ? (
            <Alert color="red" role="alert" title="Verification did not start">
              {problem}
            </Alert>
          ) : null}
          <div data-profile-checks={checks}>
            <Button onClick={start}>Verify veteran status with ID.me</Button>
          </div>
        </>
      )}
    </PageSection>
  );
}
