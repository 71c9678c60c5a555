import { Code, List, Text } from '@mantine/core';
import { InternalLink } from '../../components/InternalLink';
import { DataTable } from '../../components/DataTable';
import { ContentPage } from '../../components/pages/ContentPage';
import { PageSection } from '../../components/PageSection';

const storedItems = [
  {
    key: 'vethub.textSize',
    holds: 'The text size you chose, from 50 to 200 percent.',
    when: 'When you change the text size.',
  },
  {
    key: 'vethub.highContrast',
    holds: 'Whether high-contrast mode is on or off.',
    when: 'When you switch contrast mode.',
  },
  {
    key: 'vethub.cookieConsent',
    holds: 'When you accepted the notice about this page, so it does not show again.',
    when: 'When you accept the notice.',
  },
  {
    key: 'vethub.popupDismissals',
    holds: 'Which notices you hid and when, so each stays hidden for a day.',
    when: 'When you close one of the notices.',
  },
  {
    key: 'sb-…-auth-token',
    holds:
      'Your sign-in session, kept by the sign-in library so you stay signed in. The middle part of the name is the ID of VetHub’s sign-in service.',
    when: 'When you sign in. It is removed when you sign out.',
  },
];

export default function CookiesPage() {
  return (
    <ContentPage intro="VetHub keeps a small amount of data in your browser so your settings, saved items and offline copy work. This page lists every item and how to remove it.">
      <PageSection heading="No advertising or tracking cookies">
        <Text>
          VetHub does not use advertising cookies, tracking cookies or ad networks. Nothing here
          follows you to other websites.
        </Text>
        <Text>
          What VetHub does keep is stored in your browser's local storage and in a browser database
          (IndexedDB). These stay on your device. They are only there to make the site work the way
          you set it up.
        </Text>
      </PageSection>

      <PageSection heading="What VetHub keeps in local storage">
        <DataTable
          label="Local storage items"
          caption="Local storage items and what each one holds"
          columns={['Name', 'What it holds', 'When it is saved']}
          rows={storedItems}
          rowKey={(item) => item.key}
          cells={(item) => [<Code key="name">{item.key}</Code>, item.holds, item.when]}
          rowHeader
        />
      </PageSection>

      <PageSection heading="The offline copy in IndexedDB">
        <Text>VetHub also keeps a browser database on your device. It holds:</Text>
        <List spacing="xs">
          <List.Item>
            a copy of the public listings you opened, so they still show when you are offline;
          </List.Item>
          <List.Item>your saved deals, articles, services and jobs;</List.Item>
          <List.Item>things you sent while offline that are waiting to go out.</List.Item>
        </List>
        <Text>
          Read more on the <InternalLink to="/network-help">using VetHub offline page</InternalLink>{' '}
          and the <InternalLink to="/privacy">privacy policy</InternalLink>.
        </Text>
      </PageSection>

      <PageSection heading="How to clear them">
        <Text>
          You can remove everything VetHub keeps by clearing this site's data in your browser. The
          steps differ a little between browsers:
        </Text>
        <List spacing="xs">
          <List.Item>
            <strong>Chrome and Edge:</strong> open the menu, choose Settings, then Privacy, and find
            the site data settings. Search for this site and delete its data.
          </List.Item>
          <List.Item>
            <strong>Firefox:</strong> open Settings, choose Privacy &amp; Security, then Cookies and
            Site Data, and choose Manage Data to remove this site.
          </List.Item>
          <List.Item>
            <strong>Safari:</strong> open Settings (on a Mac: Safari Settings), choose Privacy or
            Advanced, and remove this site's website data.
          </List.Item>
        </List>
        <Text>
          If you only want to change a setting, you do not need to clear anything: use the text size
          and contrast controls in the footer's Support tab or on{' '}
          <InternalLink to="/your-page">your page</InternalLink>, and remove saved items on the{' '}
          <InternalLink to="/saved">Saved items page</InternalLink>.
        </Text>
      </PageSection>

      <PageSection heading="What happens after you clear them">
        <List spacing="xs">
          <List.Item>Text size and contrast go back to normal.</List.Item>
          <List.Item>The notice about this page shows again.</List.Item>
          <List.Item>You are signed out.</List.Item>
          <List.Item>
            Your saved items, claim tracker records and offline copy are gone for good. We have no
            copy on our servers, so we cannot bring them back.
          </List.Item>
          <List.Item>
            Anything still waiting to send is lost, so go online and let it send first.
          </List.Item>
        </List>
      </PageSection>
    </ContentPage>
  );
}
