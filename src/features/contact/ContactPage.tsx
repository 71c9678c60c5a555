import { List, Text } from '@mantine/core';
import { ExternalLink } from '../../components/ExternalLink';
import { InternalLink } from '../../components/InternalLink';
import { ContentPage } from '../../components/pages/ContentPage';
import { ContactCrisisNote } from './ContactCrisisNote';
import { ContactForm } from './ContactForm';
import { PageSection } from '../../components/PageSection';

export default function ContactPage() {
  return (
    <ContentPage intro="Send the VetHub team a question, a correction or a report. This page is the way to reach us: VetHub has no phone number and no street address.">
      <ContactCrisisNote />

      <PageSection id="contact-form-heading" heading="Send us a message">
        <Text>
          All fields are required. If you are offline, your message is kept on this device and sent
          as soon as you are back online.
        </Text>
        <ContactForm />
      </PageSection>

      <PageSection heading="What you can contact us about">
        <List spacing="xs">
          <List.Item>
            <strong>Questions</strong> about VetHub, your account or posting content.
          </List.Item>
          <List.Item>
            <strong>Corrections to a listing:</strong> a service, deal, article or job with wrong or
            out-of-date details. Tell us which page and what is wrong.
          </List.Item>
          <List.Item>
            <strong>Accessibility barriers:</strong> anything that stops you using a page with your
            screen reader, keyboard, magnifier or other tools.{' '}
            <InternalLink to="/accessibility">Read our accessibility statement</InternalLink>.
          </List.Item>
          <List.Item>
            <strong>A suspicious deal or listing:</strong> an offer that asks for money up front,
            for your VA login or for personal details it should not need.
          </List.Item>
          <List.Item>
            <strong>Seeing or deleting your data:</strong> ask what we hold about you, or ask us to
            correct or delete it. <InternalLink to="/privacy">Read the privacy policy</InternalLink>
            .
          </List.Item>
        </List>
        <Text>
          Many answers are already on the site: read the{' '}
          <InternalLink to="/faq">frequently asked questions</InternalLink>, the{' '}
          <InternalLink to="/disclaimer">disclaimer</InternalLink> on what VetHub is and is not, and{' '}
          <InternalLink to="/transparency">how listings are reviewed</InternalLink>.
        </Text>
        <Text>
          To tell us what works and what gets in your way on the site, you can also{' '}
          <InternalLink to="/feedback">send feedback</InternalLink>.
        </Text>
      </PageSection>

      <PageSection heading="VetHub is not the VA">
        <Text>
          We cannot see, change or speed up a VA claim, and we cannot answer questions about your VA
          benefits or payments. For your VA claim, contact VA through{' '}
          <ExternalLink href="https://www.va.gov/">VA.gov</ExternalLink>, or{' '}
          <ExternalLink href="https://www.va.gov/claim-or-appeal-status/">
            check your claim status on VA.gov
          </ExternalLink>
          . To visit VA in person, use the{' '}
          <ExternalLink href="https://www.va.gov/find-locations/">VA facility locator</ExternalLink>
          .
        </Text>
      </PageSection>
    </ContentPage>
  );
}
