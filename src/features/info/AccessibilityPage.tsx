import { List, Text, Title } from '@mantine/core';
import { InternalLink } from '../../components/InternalLink';
import { ContentPage } from '../../components/pages/ContentPage';
import { AccessibilityFeatures } from './AccessibilityFeatures';
import { PageSection } from '../../components/PageSection';

export default function AccessibilityPage() {
  return (
    <ContentPage intro="VetHub should work for every veteran and family member, including people who use a screen reader, a keyboard, large text or other assistive technology. This page explains what we aim for, what is built in, and how to tell us about a barrier.">
      <PageSection heading="Our goal">
        <Text>
          We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA across
          VetHub.
        </Text>
        <Text>
          We test pages with automated accessibility checks and by hand with a keyboard. Many
          veterans live with low vision, hearing loss, TBI or PTSD, so we also write in plain
          language and keep pages calm and predictable.
        </Text>
      </PageSection>

      <AccessibilityFeatures />

      <PageSection heading="Known limitations">
        <Text>We want to be honest about where VetHub may fall short:</Text>
        <List spacing="xs">
          <List.Item>
            Services, VetDeals, jobs and articles are posted by partners. Their text and images may
            not meet every guideline, for example a picture without a good description. We ask
            partners to follow our requirements, and we review reports about their content.
          </List.Item>
          <List.Item>
            Links to other websites, including VA.gov and partner sites, lead to pages we do not
            control. Their accessibility is up to their owners.
          </List.Item>
          <List.Item>
            Sign-in and identity checks with Google or ID.me open those services' own pages.
          </List.Item>
        </List>
      </PageSection>

      <PageSection heading="Report a barrier">
        <Text>
          If something on VetHub is hard or impossible for you to use, please tell us. You can:
        </Text>
        <List spacing="xs">
          <List.Item>
            write to us on the <InternalLink to="/contact">contact page</InternalLink> and choose
            the topic "Accessibility", or
          </List.Item>
          <List.Item>
            use the <InternalLink to="/feedback">feedback page</InternalLink>.
          </List.Item>
        </List>
        <Title order={3}>What to include</Title>
        <List spacing="xs">
          <List.Item>the address of the page, or its name if that is easier;</List.Item>
          <List.Item>what you were trying to do, and what happened instead;</List.Item>
          <List.Item>
            the device and browser you use, and any assistive technology, such as a screen reader,
            magnifier, voice control or switch.
          </List.Item>
        </List>
        <Text>
          Share only what you are comfortable with. A short message is enough to get us started.
        </Text>
      </PageSection>

      <PageSection heading="What happens next">
        <Text>
          We read every report. We fix barriers in priority order, starting with those that stop
          people from finding help or completing a task. If you leave a way to reach you, we may
          write back to ask a question or to tell you when it is fixed.
        </Text>
        <Text>
          If you need information from a page you cannot use, say so in your report and we will try
          to give it to you another way.
        </Text>
      </PageSection>
    </ContentPage>
  );
}
