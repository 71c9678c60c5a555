import { List, Text } from '@mantine/core';
import { InternalLink } from '../../components/InternalLink';
import { ContentPage } from '../../components/pages/ContentPage';
import { educationQuestions, healthQuestions, homeLoanQuestions } from './FaqExampleBenefits';
import { claimQuestions, compensationQuestions } from './FaqExampleClaims';
import { FaqExampleGroup } from './FaqExampleGroup';
import { InfoBlock } from './InfoBlock';

export default function FaqExamplePage() {
  return (
    <ContentPage
      intro="Plain answers to common questions about VA benefits, worked through with real examples. Each answer links to the official VA.gov page, which has the final word."
      header={
        <Text maw="46rem">
          VetHub is not the VA. For questions about using VetHub itself, see the{' '}
          <InternalLink to="/faq">frequently asked questions</InternalLink>.
        </Text>
      }
    >
      <FaqExampleGroup title="Disability compensation" items={compensationQuestions} />
      <FaqExampleGroup title="Claims" items={claimQuestions} />
      <FaqExampleGroup title="Education" items={educationQuestions} />
      <FaqExampleGroup title="Home loans" items={homeLoanQuestions} />
      <FaqExampleGroup title="Health care" items={healthQuestions} />

      <InfoBlock heading="Before you rely on an answer">
        <List spacing="xs">
          <List.Item>
            VA decides every claim and every eligibility question. These answers summarize the
            official pages, which can change; the linked VA.gov page is always the one to trust.
          </List.Item>
          <List.Item>
            A link followed by &ldquo;verify on VA.gov&rdquo; is for a benefit whose details or page
            address our research could not confirm. Check the details on VA.gov before you act.
          </List.Item>
          <List.Item>
            For help with your own claim, accredited service officers at several veterans
            organizations help at no cost. Some are listed on our{' '}
            <InternalLink to="/resources">resources page</InternalLink>.
          </List.Item>
          <List.Item>
            Read our <InternalLink to="/disclaimer">disclaimer</InternalLink> for what VetHub&apos;s
            information is and is not.
          </List.Item>
        </List>
      </InfoBlock>
    </ContentPage>
  );
}
