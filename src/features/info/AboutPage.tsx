import { List, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { ExternalLink } from '../../components/ExternalLink';
import { InternalLink } from '../../components/InternalLink';
import { ContentPage } from '../../components/pages/ContentPage';
import { PageSection } from '../../components/PageSection';
import { ButtonLinks } from '../../components/ButtonLinks';

const audiences = [
  {
    title: 'Veterans',
    body: 'Anyone who served in the US military, whether you left last month or fifty years ago. You do not need an account to use the benefits tools, the directories or the blog.',
  },
  {
    title: 'Families and caregivers',
    body: 'Spouses, children, parents, survivors and the people who help a veteran day to day. Many VA benefits and many of the organizations listed here serve families too.',
  },
  {
    title: 'Partner businesses and organizations',
    body: 'Employers, nonprofits and businesses that serve veterans. Partners can list services, offer VetDeals, post jobs and write articles.',
  },
];

export default function AboutPage() {
  return (
    <ContentPage intro="VetHub is a community hub for US military veterans, their families and the businesses that serve them. This page explains who it is for, what it does and the promises we keep.">
      <PageSection heading="Who VetHub is for">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {audiences.map((a) => (
            <Paper key={a.title} withBorder radius="md" p="md">
              <Title order={3} size="h4" mb="xs">
                {a.title}
              </Title>
              <Text>{a.body}</Text>
            </Paper>
          ))}
        </SimpleGrid>
      </PageSection>

      <PageSection heading="What you can do here">
        <List spacing="xs">
          <List.Item>
            Understand VA benefits with the{' '}
            <InternalLink to="/benefits/entitlements">
              list of benefits you may be entitled to
            </InternalLink>
            , the{' '}
            <InternalLink to="/benefits/claim-calculator">disability claim calculator</InternalLink>{' '}
            and the <InternalLink to="/benefits/claim-tracker">claim tracker</InternalLink>.
          </List.Item>
          <List.Item>
            Find organizations and businesses that help veterans in the{' '}
            <InternalLink to="/services">services directory</InternalLink>.
          </List.Item>
          <List.Item>
            Browse discounts for veterans and military families on{' '}
            <InternalLink to="/vetdeals">VetDeals</InternalLink>.
          </List.Item>
          <List.Item>
            Read guides, news and veteran stories on the{' '}
            <InternalLink to="/blog">blog</InternalLink>.
          </List.Item>
          <List.Item>
            Look for work on the <InternalLink to="/jobs">job board</InternalLink>, and use the{' '}
            <InternalLink to="/employment/job-translator">job translator</InternalLink> to see which
            civilian jobs match your military job code.
          </List.Item>
          <List.Item>
            Keep using VetHub on a weak or dropped connection. After your first visit it works
            offline; <InternalLink to="/network-help">see how VetHub works offline</InternalLink>.
          </List.Item>
        </List>
      </PageSection>

      <PageSection heading="Our principles">
        <Title order={3}>Accurate facts, with their sources</Title>
        <Text>
          Benefit figures, rates and job data come from named public sources. Where a number could
          affect a decision, we show where it came from and the date it took effect. When we could
          not confirm a fact, we say so and point you to the official page.{' '}
          <InternalLink to="/transparency">Read where our facts come from</InternalLink>.
        </Text>
        <Title order={3}>Built for everyone</Title>
        <Text>
          Many veterans live with low vision, hearing loss, TBI or PTSD. VetHub aims to meet WCAG
          2.2 level AA, uses plain language and lets you change text size and contrast.{' '}
          <InternalLink to="/accessibility">Read our accessibility statement</InternalLink>.
        </Text>
        <Title order={3}>Your privacy comes first</Title>
        <List spacing="xs">
          <List.Item>
            Your claim tracker records and saved items stay on your device. They are not sent to our
            servers.
          </List.Item>
          <List.Item>We do not use advertising trackers.</List.Item>
          <List.Item>We never sell your data.</List.Item>
        </List>
        <Text>
          <InternalLink to="/privacy">Read the privacy policy</InternalLink> for the details.
        </Text>
      </PageSection>

      <PageSection heading="VetHub is not the VA">
        <Text>
          VetHub is an independent community site. It is not part of the Department of Veterans
          Affairs (VA) or the Department of Defense, and neither of them endorses it.
        </Text>
        <Text>
          VA decides every claim and every benefit. Our tools help you prepare and understand, but
          only VA can tell you what you will receive. For official information, go to{' '}
          <ExternalLink href="https://www.va.gov/">VA.gov</ExternalLink>, or{' '}
          <ExternalLink href="https://www.va.gov/claim-or-appeal-status/">
            check your claim status on VA.gov
          </ExternalLink>
          .
        </Text>
        <Text>
          <InternalLink to="/disclaimer">Read the full disclaimer</InternalLink>.
        </Text>
      </PageSection>

      <PageSection heading="Get in touch or help out">
        <Text>
          VetHub has no phone line or office. Write to us through the contact page, and tell us what
          works and what does not through the feedback page. VetHub is run as a nonprofit, and
          donations help keep it free for veterans.
        </Text>
        <ButtonLinks
          links={[
            { to: '/contact', label: 'Contact us' },
            { to: '/feedback', label: 'Send feedback', variant: 'outline' },
            { to: '/donate', label: 'Support VetHub', variant: 'outline' },
          ]}
        />
      </PageSection>
    </ContentPage>
  );
}
