import { List, Paper, Stack, Text, Title } from '@mantine/core';
import { ExternalLink } from '../../components/ExternalLink';
import { InternalLink } from '../../components/InternalLink';
import { CrisisLineWays } from '../../components/CrisisLineWays';
import { ContentPage } from '../../components/pages/ContentPage';
import { PageSection } from '../../components/PageSection';

export default function DisclaimerPage() {
  return (
    <ContentPage intro="VetHub helps you understand benefits and find help, but it is not the VA and it cannot make decisions about you. Here is what our information is, and what it is not.">
      <PageSection heading="VetHub is not the VA">
        <Text>
          VetHub is an independent community site. It is not part of, and not endorsed by, the
          Department of Veterans Affairs (VA) or the Department of Defense (DoD).
        </Text>
        <Text>
          You cannot apply for a benefit or file a claim on VetHub. To do that, or to see your own
          records, go to <ExternalLink href="https://www.va.gov/">VA.gov</ExternalLink>. You can{' '}
          <ExternalLink href="https://www.va.gov/claim-or-appeal-status/">
            check the status of a claim or appeal on VA.gov
          </ExternalLink>{' '}
          or{' '}
          <ExternalLink href="https://www.va.gov/find-locations/">
            find a VA location near you
          </ExternalLink>
          .
        </Text>
      </PageSection>

      <PageSection heading="Not legal, medical or financial advice">
        <Text>
          Everything on VetHub is general information. It does not know your service record, your
          health or your money, so it cannot tell you what is right for you.
        </Text>
        <List spacing="xs">
          <List.Item>For a VA claim or appeal, talk to a VA-accredited representative.</List.Item>
          <List.Item>For your health, talk to your doctor or your VA care team.</List.Item>
          <List.Item>For legal or money decisions, talk to a qualified professional.</List.Item>
        </List>
      </PageSection>

      <PageSection heading="Calculators are estimates; VA decides">
        <Text>
          The{' '}
          <InternalLink to="/benefits/claim-calculator">disability claim calculator</InternalLink>{' '}
          uses VA's published method for combining ratings and the published monthly rates. Even so,
          its result is an estimate. VA decides your rating, your effective date and the amount you
          are paid.
        </Text>
        <Text>
          The <InternalLink to="/benefits/claim-tracker">claim tracker</InternalLink> is a notebook
          for your own records. It does not connect to VA: it shows only what you enter. Your real
          claim status is on VA.gov.
        </Text>
        <Text>
          The <InternalLink to="/employment/job-translator">job translator</InternalLink> suggests
          civilian jobs that match a military job code. The matches and wages come from government
          data and are a starting point, not a promise of a job or a salary.
        </Text>
      </PageSection>

      <PageSection heading="Listings and deals come from third parties">
        <Text>
          Services, VetDeals, jobs and many articles are posted by partners, not written by VetHub.
          We check them against our rules and remove those that break them, but we cannot check
          every detail or guarantee any offer.
        </Text>
        <Text>
          Before you sign up, pay or share personal details, confirm the offer with the business
          itself. A listing on VetHub, including a Featured or Sponsored one, is not an endorsement.
          If something looks wrong, <InternalLink to="/contact">report it to us</InternalLink>.
        </Text>
      </PageSection>

      <PageSection heading="Figures show their source and date">
        <Text>
          Where we show a number a veteran could act on, such as a monthly compensation rate, we
          show where it came from and the date it took effect. Rates change, usually once a year, so
          always check the date. If a figure could not be confirmed on an official page, we mark it
          "verify on VA.gov".
        </Text>
        <Text>
          <InternalLink to="/transparency">Read where our facts come from</InternalLink>.
        </Text>
      </PageSection>

      <PageSection heading="Links to other sites">
        <Text>
          VetHub links to VA.gov, other government sites and the websites of organizations and
          businesses. These links open in a new tab. We do not control those sites, and their own
          terms and privacy policies apply there.
        </Text>
      </PageSection>

      <Paper withBorder radius="md" p="lg">
        <Stack gap="xs">
          <Title order={2}>If you need help right now</Title>
          <Text>
            If you are a veteran in crisis, or worried about one, contact the Veterans Crisis Line:
          </Text>
          <CrisisLineWays />
        </Stack>
      </Paper>
    </ContentPage>
  );
}
