import { Accordion, Stack, Text, Title } from '@mantine/core';
import { InternalLink } from '../../components/InternalLink';
import { ContentPage } from '../../components/pages/ContentPage';
import { faqSafetyGroups } from './FaqSafetyQuestions';
import { faqSiteGroups, type FaqGroup } from './FaqSiteQuestions';
import { PageSection } from '../../components/PageSection';

const groups: FaqGroup[] = [...faqSiteGroups, ...faqSafetyGroups];

export default function FaqPage() {
  return (
    <ContentPage intro="Quick answers about using VetHub: accounts, saved items, posting, privacy and using it offline. Open a question to read its answer.">
      {groups.map((group, g) => (
        <Stack key={group.title} gap="sm">
          <Title order={2}>{group.title}</Title>
          <Accordion multiple variant="separated" order={3}>
            {group.items.map((item, i) => (
              <Accordion.Item key={item.question} value={`faq-${g}-${i}`}>
                <Accordion.Control>{item.question}</Accordion.Control>
                <Accordion.Panel>
                  <Text component="div">{item.answer}</Text>
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </Stack>
      ))}

      <PageSection heading="Still have a question?">
        <Text>
          <InternalLink to="/contact">Ask us through the contact page</InternalLink>. For questions
          about VA benefits, see{' '}
          <InternalLink to="/faq-example">benefits questions, answered</InternalLink>.
        </Text>
      </PageSection>
    </ContentPage>
  );
}
