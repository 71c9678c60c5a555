import { List, Stack, Text, Title } from '@mantine/core';
import { EntitlementLink } from '../../components/EntitlementLink';
import { InternalLink } from '../../components/InternalLink';
import { ContentPage } from '../../components/pages/ContentPage';
import { EducationGiBillSection } from './EducationGiBillSection';
import { ResourcesOrgList } from './ResourcesOrgList';
import { PageSection } from '../../components/PageSection';
import { CheckWhatFits } from './CheckWhatFits';
import { InfoBlock } from './InfoBlock';

export default function EducationPage() {
  return (
    <ContentPage intro="VA education benefits in plain words: the GI Bill, help for spouses and children, and training for a new career. Each benefit links to its official VA.gov page, where VA decides who qualifies.">
      <EducationGiBillSection />

      <PageSection heading="For spouses, children and survivors" narrow>
        <Stack gap="xs">
          <Title order={3}>
            Survivors&apos; and Dependents&apos; Educational Assistance (Chapter 35)
          </Title>
          <Text>For the child or spouse of a veteran or service member who:</Text>
          <List spacing="xs">
            <List.Item>
              is permanently and totally disabled because of a service-connected disability
            </List.Item>
            <List.Item>
              died of a service-connected disability, or died in the line of duty
            </List.Item>
            <List.Item>
              is missing in action, or was captured or forcibly detained for 90 days or more
            </List.Item>
            <List.Item>
              is in the hospital for a permanent and total service-connected disability and is
              likely to be discharged for it.
            </List.Item>
          </List>
          <Text>
            <EntitlementLink id="dea_ch35">
              Dependents&apos; education assistance on VA.gov
            </EntitlementLink>
          </Text>
        </Stack>
        <Stack gap="xs">
          <Title order={3}>Fry Scholarship</Title>
          <Text>
            The Marine Gunnery Sergeant John David Fry Scholarship is for children and surviving
            spouses of service members who died in the line of duty on or after September 11, 2001.
            It pays up to 36 months of benefits at the full (100%) Post-9/11 GI Bill level.
          </Text>
          <Text>
            <EntitlementLink id="fry_scholarship">Fry Scholarship on VA.gov</EntitlementLink>
          </Text>
        </Stack>
      </PageSection>

      <InfoBlock heading="Training for a new career: Veteran Readiness and Employment">
        <Text>
          Veteran Readiness and Employment (VR&amp;E, Chapter 31) helps veterans with a
          service-connected disability get ready for work and find it. You may qualify if:
        </Text>
        <List spacing="xs">
          <List.Item>
            you are a veteran with a discharge that is not dishonorable and a service-connected
            disability rating of at least 10%, and you apply; or
          </List.Item>
          <List.Item>
            you are still serving and have a memorandum rating of 20% or more before discharge, or
            you are in the Integrated Disability Evaluation System (IDES) or waiting for a medical
            discharge.
          </List.Item>
        </List>
        <Text>
          A VR&amp;E counselor decides what you are entitled to, based on how your disability
          affects your ability to work. With a 10% rating, VA needs to find a serious employment
          handicap.
        </Text>
        <Text>
          <EntitlementLink id="vre_ch31">
            Veteran Readiness and Employment on VA.gov
          </EntitlementLink>
        </Text>
      </InfoBlock>

      <InfoBlock heading="Before you choose a school or training">
        <List spacing="xs">
          <List.Item>
            Ask the school whether your program is approved for the GI Bill you plan to use.
          </List.Item>
          <List.Item>
            Ask who at the school handles veterans&apos; benefits, and talk to them before you
            enroll.
          </List.Item>
          <List.Item>
            Think about the work you want afterwards. The{' '}
            <InternalLink to="/employment/job-translator">job translator</InternalLink> shows
            civilian jobs that match your military experience.
          </List.Item>
          <List.Item>Find other student veterans on campus. This network can help:</List.Item>
        </List>
        <ResourcesOrgList keys={['studentVeterans']} />
      </InfoBlock>

      <CheckWhatFits intro="Answer a few questions to see which VA benefits may apply to you, or browse all the benefits tools." />
    </ContentPage>
  );
}
