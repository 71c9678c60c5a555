import { List, Stack, Text, Title } from '@mantine/core';
import { InternalLink } from '../../components/InternalLink';

/** /network-help: shared computers, "Also clear this device" and kiosk mode in plain words. */
export function NetworkHelpSharedDevices() {
  return (
    <Stack gap="sm">
      <Title order={2}>Shared and kiosk computers</Title>
      <Text>
        What you save or type stays in the browser of the device you used. On any device, what you
        queue to send, your drafts and your claim tracker belong to you: if someone else signs in on
        the same device, they do not see them. Something you submitted that is still waiting for a
        connection is kept for you and sent the next time you sign in on that device.
      </Text>
      <Title order={3}>Also clear this device</Title>
      <Text>
        When you sign out, VetHub asks whether to also clear this device. Leave it unticked on your
        own phone or computer. Tick it on a computer other people use, and these are removed:
      </Text>
      <List>
        <List.Item>your saved deals, articles, services and jobs;</List.Item>
        <List.Item>your claim tracker;</List.Item>
        <List.Item>
          drafts of forms you had started, and what you typed into the claim calculator;
        </List.Item>
        <List.Item>
          the copy of your profile kept for offline use (VetHub keeps no history of your searches).
        </List.Item>
      </List>
      <Text>Anything still waiting to send is kept for you, hidden from everyone else.</Text>
      <Title order={3}>Kiosk mode</Title>
      <Text>
        Veteran centres can set up a computer as a VetHub kiosk (staff do this on the{' '}
        <InternalLink to="/kiosk">kiosk page</InternalLink>). On a kiosk there is an “End session”
        button on every page. If nobody touches the screen or a key for a few minutes (three, unless
        the centre chose otherwise), a warning appears for 30 seconds; touch anything to keep going.
        Otherwise the kiosk signs you out and clears everything personal: saved items, claim
        tracker, drafts, what you typed, the search box and the pages you visited. The lists of
        services, deals, articles and jobs stay, so the next person can start straight away.
      </Text>
      <Text>
        Links that leave VetHub, such as VA.gov, a business’s website, a phone number or a map, do
        not open on a kiosk: you see the address and a QR code to scan with your phone and take it
        with you. The claim calculator, claim tracker, eligibility checker and job translator can be
        printed, so you can take your results on paper. The{' '}
        <InternalLink to="/privacy">privacy policy</InternalLink> explains more.
      </Text>
    </Stack>
  );
}
