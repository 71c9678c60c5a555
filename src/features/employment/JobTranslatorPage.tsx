import { List, Paper, Stack, Text, Title } from '@mantine/core';
import { ExternalLink } from '../../components/ExternalLink';
import { InternalLink } from '../../components/InternalLink';
import { PageHeader } from '../../components/PageHeader';
import { PrintButton } from '../../components/PrintButton';
import { formatCount } from '../../lib/counts';
import { dataFacts, onetCredit, onetModified } from '../../lib/dataFacts';
import { JobTranslatorSearch } from './JobTranslatorSearch';

export default function JobTranslatorPage() {
  return (
    <Stack gap="xl">
      <PageHeader intro="Enter your military job code or title to see which civilian occupations match it, with what each occupation involves, its typical pay and education, and open jobs on our board. After your first visit it works offline." />

      <JobTranslatorSearch />
      <div>
        <PrintButton label="Print these matches" />
      </div>

      <Stack gap="sm">
        <Title order={2}>Codes the translator understands</Title>
        <List spacing="xs">
          <List.Item>
            <strong>Army and Marine Corps:</strong> your MOS, for example 11B or 0311.
          </List.Item>
          <List.Item>
            <strong>Navy:</strong> your rating, for example CWT.
          </List.Item>
          <List.Item>
            <strong>Air Force and Space Force:</strong> your AFSC, for example 1D7X1. You can type X
            in place of the skill-level digit, and the translator matches every level.
          </List.Item>
          <List.Item>
            <strong>Coast Guard:</strong> your rating.
          </List.Item>
        </List>
        <Text>
          The data covers codes in use today. A code that has been retired may return nothing; try
          the code that replaced it. Some codes have no civilian match at all, and the translator
          will say so instead of guessing.
        </Text>
      </Stack>

      <Stack gap="sm">
        <Title order={2}>What the data holds</Title>
        <List spacing="xs">
          <List.Item>
            {formatCount(dataFacts.mappings)} mappings from military occupation codes to civilian
            occupations.
          </List.Item>
          <List.Item>
            {formatCount(dataFacts.occupations)} civilian occupations, each with a description.
          </List.Item>
        </List>
        <Text>
          A match means the Defense Department&apos;s records link the two jobs. It is a starting
          point for your search, not a promise that an employer will see them as the same.
        </Text>
      </Stack>

      <Stack gap="sm">
        <Title order={2}>Sources and credits</Title>
        <Paper withBorder radius="md" p="md">
          <Stack gap="xs">
            <Text>{onetCredit}</Text>
            <Text>{onetModified}</Text>
            <Text>
              Military crosswalk: O*NET Military Crosswalk (DMDC data, {dataFacts.crosswalkDated}{' '}
              file {dataFacts.crosswalkFile}), O*NET Resource Center, USDOL/ETA.
            </Text>
            <Text>
              Median wages: U.S. Bureau of Labor Statistics, Occupational Employment and Wage
              Statistics, May 2024 (national). Typical education: U.S. Bureau of Labor Statistics,
              Employment Projections 2024–34. Bright Outlook flags come from an undated O*NET OnLine
              list.
            </Text>
          </Stack>
        </Paper>
      </Stack>

      <Stack gap="sm">
        <Title order={2}>Related pages</Title>
        <List spacing="xs">
          <List.Item>
            <InternalLink to="/employment">Employment help for veterans</InternalLink>
          </List.Item>
          <List.Item>
            <InternalLink to="/jobs">Job board</InternalLink>
          </List.Item>
          <List.Item>
            <InternalLink to="/employment/unemployment-jobs">Jobs for veterans</InternalLink>
          </List.Item>
          <List.Item>
            <ExternalLink href="https://www.onetonline.org/">
              O*NET OnLine, the U.S. Department of Labor&apos;s occupation database
            </ExternalLink>
          </List.Item>
        </List>
      </Stack>
    </Stack>
  );
}
