import { List, Text } from '@mantine/core';
import { InternalLink } from '../../components/InternalLink';
import { PolicyLayout } from './PolicyLayout';
import { TermsPartnerRules } from './TermsPartnerRules';
import { PageSection } from '../../components/PageSection';

export default function TermsPage() {
  return (
    <PolicyLayout intro="These are the rules for using VetHub and for posting on it, in plain language. By using VetHub you agree to them.">
      <PageSection heading="The short version">
        <List spacing="xs">
          <List.Item>You can read and use VetHub for free, with or without an account.</List.Item>
          <List.Item>
            If you post, tell the truth, follow the law and treat veterans fairly.
          </List.Item>
          <List.Item>We may remove content that breaks these rules.</List.Item>
          <List.Item>
            VetHub gives general information, not medical, legal or financial advice. VetHub is not
            the VA.
          </List.Item>
        </List>
      </PageSection>

      <PageSection heading="Using VetHub">
        <Text>
          Anyone may read VetHub, use its benefits tools and save items on their own device. Please
          do not try to break the site, overload it, collect other people's details from it, or use
          it to send spam.
        </Text>
        <Text>
          You may share links to VetHub pages. Articles and listings belong to the people who wrote
          them; ask them before copying their work.
        </Text>
      </PageSection>

      <PageSection heading="Accounts">
        <Text>
          You need an account only to post content and to use a dashboard. When you create one:
        </Text>
        <List spacing="xs">
          <List.Item>Give true details about yourself or the organization you represent.</List.Item>
          <List.Item>
            Keep your password to yourself. You are responsible for what is posted from your
            account.
          </List.Item>
          <List.Item>One person or organization may not pretend to be another.</List.Item>
          <List.Item>
            If you think someone else has used your account, change your password and{' '}
            <InternalLink to="/contact">tell us through the contact page</InternalLink>.
          </List.Item>
        </List>
        <Text>
          You can ask us to close your account at any time. The{' '}
          <InternalLink to="/privacy">privacy policy</InternalLink> explains what happens to your
          data when you do.
        </Text>
      </PageSection>

      <TermsPartnerRules />

      <PageSection heading="No medical, legal or financial advice">
        <Text>
          VetHub explains benefits and points to services, but it does not know your full situation.
          Nothing on VetHub is medical, legal or financial advice. The claim calculator gives an
          estimate; VA makes the real decision.
        </Text>
        <Text>
          For advice about your own case, talk to a qualified professional, such as a VA-accredited
          representative for a VA claim, your doctor for your health, or a lawyer for a legal
          question. <InternalLink to="/disclaimer">Read the full disclaimer</InternalLink>.
        </Text>
      </PageSection>

      <PageSection heading="Limits of our responsibility">
        <Text>We work hard to keep VetHub accurate and running. Even so:</Text>
        <List spacing="xs">
          <List.Item>
            VetHub is offered as it is. Pages can contain mistakes, and the site can be slow or
            unavailable at times.
          </List.Item>
          <List.Item>
            Services, deals, jobs and articles come from partners. We do not guarantee them, and any
            agreement you make is between you and that partner.
          </List.Item>
          <List.Item>
            Links to other websites are there to help you. We do not control those sites and are not
            responsible for them.
          </List.Item>
          <List.Item>
            As far as the law allows, VetHub is not liable for losses that come from using the site
            or relying on what is posted on it.
          </List.Item>
        </List>
        <Text>
          Nothing in these terms takes away rights that the law gives you and that cannot be waived.
        </Text>
      </PageSection>

      <PageSection heading="Changes to these terms">
        <Text>
          We may update these terms as VetHub grows. When we do, we change the effective date at the
          top of this page. Using VetHub after a change means you accept the new terms.
        </Text>
      </PageSection>

      <PageSection heading="Questions about these terms">
        <Text>
          VetHub has no phone line or mailing address. If you have a question about these terms, or
          want to report content that breaks them,{' '}
          <InternalLink to="/contact">write to us through the contact page</InternalLink>.
        </Text>
      </PageSection>
    </PolicyLayout>
  );
}
