import { List, Text } from '@mantine/core';
import { InternalLink } from '../../components/InternalLink';
import { ContentPage } from '../../components/pages/ContentPage';
import { NetworkHelpLive } from './NetworkHelpLive';
import { NetworkHelpSharedDevices } from './NetworkHelpSharedDevices';
import { NetworkHelpStatus } from './NetworkHelpStatus';
import { PageSection } from '../../components/PageSection';

export default function NetworkHelpPage() {
  return (
    <ContentPage intro="VetHub is built to keep working when your connection is weak or drops out, at home, on the road or in a rural area. This page explains what works offline and what to do when things are slow.">
      <PageSection heading="What works without a connection">
        <Text>After you have visited VetHub once with a connection, your device keeps:</Text>
        <List spacing="xs">
          <List.Item>the app itself, so VetHub opens even when you are offline;</List.Item>
          <List.Item>
            the public listings you have opened: services, deals, articles and jobs;
          </List.Item>
          <List.Item>
            your <InternalLink to="/saved">saved items</InternalLink>, which always live on your
            device;
          </List.Item>
          <List.Item>your settings, such as text size and contrast.</List.Item>
        </List>
        <Text>Pages and listings you have never opened need a connection.</Text>
      </PageSection>

      <PageSection heading="Sending things while offline">
        <Text>
          If you post a listing, send a message or sign up for the newsletter while offline, VetHub
          keeps it on your device. It shows as{' '}
          <Text span fw={700}>
            queued — will send when you are back online
          </Text>
          .
        </Text>
        <List spacing="xs">
          <List.Item>
            It sends itself when the connection returns. You do not need to do anything.
          </List.Item>
          <List.Item>Nothing is lost if you reload the page.</List.Item>
          <List.Item>There is no need to send it again.</List.Item>
        </List>
      </PageSection>

      <NetworkHelpLive />
      <NetworkHelpStatus />

      <PageSection heading="Install VetHub on your device">
        <Text>
          You can add VetHub to your home screen or desktop so it opens like an app. Open your
          browser menu and choose <strong>Install</strong> or <strong>Add to Home Screen</strong>.
        </Text>
        <List spacing="xs">
          <List.Item>
            <strong>iPhone or iPad (Safari):</strong> tap the Share button, then Add to Home Screen.
          </List.Item>
          <List.Item>
            <strong>Android (Chrome):</strong> open the menu, then choose Install app or Add to Home
            screen.
          </List.Item>
          <List.Item>
            <strong>Computer (Chrome or Edge):</strong> open the menu and look for an Install
            option, or the install button at the end of the address bar.
          </List.Item>
        </List>
      </PageSection>

      <PageSection heading="Tips for slow connections">
        <List spacing="xs">
          <List.Item>
            Open the pages you will need while you have a good signal, for example before a trip.
            They stay on your device.
          </List.Item>
          <List.Item>Save the listings you care about, so they are ready offline.</List.Item>
          <List.Item>
            If a page is loading slowly, wait for it rather than pressing reload over and over.
          </List.Item>
          <List.Item>Wi-Fi at a public library can be faster than a weak mobile signal.</List.Item>
        </List>
      </PageSection>

      <NetworkHelpSharedDevices />

      <PageSection heading="If something looks out of date">
        <Text>
          While offline you see the copy kept from your last visit. A deal may have ended or a
          listing may have changed since then.
        </Text>
        <List type="ordered" spacing="xs">
          <List.Item>Check the connection status in the header says Connected.</List.Item>
          <List.Item>Reload the page to get the latest version.</List.Item>
          <List.Item>
            If it still looks wrong,{' '}
            <InternalLink to="/contact">tell us through the contact page</InternalLink>.
          </List.Item>
        </List>
      </PageSection>
    </ContentPage>
  );
}
