import { List, Text, Title } from '@mantine/core';
import { InternalLink } from '../../components/InternalLink';
import { PageSection } from '../../components/PageSection';

/** The posting and moderation rules of the terms, kept apart because partners read them on their own. */
export function TermsPartnerRules() {
  return (
    <>
      <PageSection heading="What partners may post">
        <Text>
          Partners can list services, offer VetDeals, post jobs and write articles. Everything you
          post must be:
        </Text>
        <List spacing="xs">
          <List.Item>
            <strong>Accurate.</strong> Prices, discounts, eligibility and contact details must be
            true and kept up to date. Remove a deal or job when it ends.
          </List.Item>
          <List.Item>
            <strong>Lawful.</strong> Follow the laws that apply to your business, including hiring
            and advertising laws.
          </List.Item>
          <List.Item>
            <strong>Fair to veterans.</strong> No misleading offers, hidden costs, pressure tactics
            or promises of a benefit or rating that only VA can decide.
          </List.Item>
          <List.Item>
            <strong>Yours to post.</strong> Only post words and pictures you wrote or have
            permission to use.
          </List.Item>
          <List.Item>
            <strong>Respectful.</strong> No hate, harassment, or personal details about other
            people.
          </List.Item>
        </List>
        <Title order={3}>Help with VA claims</Title>
        <Text>
          Do not charge veterans for help preparing or filing a VA claim when that help is free from
          accredited representatives. VA accredits the people who may help with VA claims, and many
          Veterans Service Organizations offer that help at no cost through their accredited
          representatives. Anyone who offers claims help on VetHub must hold VA accreditation and
          must follow VA's rules.
        </Text>
        <Text>
          Each kind of post has its own requirements page:{' '}
          <InternalLink to="/services/requirements">service listing requirements</InternalLink>,{' '}
          <InternalLink to="/vetdeals/requirements">VetDeal requirements</InternalLink> and{' '}
          <InternalLink to="/blog/requirements">blog submission requirements</InternalLink>.
        </Text>
      </PageSection>

      <PageSection heading="Moderation and removal">
        <Text>
          We check posts against these terms and the requirements pages, and we read every report
          from visitors. We may edit formatting, ask you to fix a post, hide it while we look into a
          problem, or remove it.
        </Text>
        <Text>
          If a partner breaks these rules on purpose or more than once, we may close the account.
          Paying for featured placement does not change these rules, and a featured post can be
          removed like any other.
        </Text>
        <Text>
          If you think we made a mistake about your post, or you see a post that breaks these rules,{' '}
          <InternalLink to="/contact">tell us through the contact page</InternalLink>.
        </Text>
      </PageSection>
    </>
  );
}
