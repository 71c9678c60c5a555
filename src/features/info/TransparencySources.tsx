import { Blockquote, List, Text, Title } from '@mantine/core';
import { ExternalLink } from '../../components/ExternalLink';
import { InternalLink } from '../../components/InternalLink';
import { PageSection } from '../../components/PageSection';
import { formatCount } from '../../lib/counts';
import { dataFacts, onetCredit, onetModified } from '../../lib/dataFacts';
import { entitlements } from '../../lib/entitlements';

/** Where each data set comes from, with versions and dates as recorded in data/README.md and the SOURCE.md files. */
export function TransparencySources() {
  return (
    <PageSection heading="Where our facts come from">
      <Text>
        We do not re-type figures from memory. Each data set below records its source, and where a
        fact could not be confirmed on an official page, the site says "verify on VA.gov".
      </Text>

      <Title order={3}>VA disability compensation rates</Title>
      <Text>
        The <InternalLink to="/benefits/claim-calculator">claim calculator</InternalLink> uses VA's
        monthly disability compensation rates effective December 1, 2025, which include a 2.8
        percent cost-of-living increase under the Veterans' Compensation Cost-of-Living Adjustment
        Act of 2025 (Public Law 119-42).
      </Text>
      <Text>
        The official source is VA.gov's{' '}
        <ExternalLink href="https://www.va.gov/disability/compensation-rates/veteran-rates/">
          current Veterans disability compensation rates page
        </ExternalLink>
        . We could not read the rate tables directly from that page when we gathered them, so the
        figures were taken from an open-source calculator's data file that cites it, and checked
        against other independent sources. A few figures we could not fully confirm are marked
        "verify on VA.gov". The combined rating follows the method in VA's rating rules (38 CFR 4.25
        and 4.26).
      </Text>

      <Title order={3}>VA benefits and claim steps</Title>
      <Text>
        The{' '}
        <InternalLink to="/benefits/entitlements">
          list of {entitlements.length} VA benefits
        </InternalLink>{' '}
        gives the key eligibility facts for each and links to its official VA.gov page. Each entry
        records how it was confirmed; entries we could not confirm are flagged. The{' '}
        <InternalLink to="/benefits/claim-tracker">claim tracker</InternalLink> uses the claim
        status steps that VA.gov shows.
      </Text>

      <Title order={3}>Military-to-civilian job data</Title>
      <List spacing="xs">
        <List.Item>
          Occupations: all {formatCount(dataFacts.occupations)} occupations in the O*NET{' '}
          {dataFacts.onetVersion} Database ({dataFacts.onetReleased} release).
        </List.Item>
        <List.Item>
          Job code matches: {formatCount(dataFacts.mappings)} matches from the O*NET Military
          Crosswalk, built from Defense Manpower Data Center records (file dated{' '}
          {dataFacts.crosswalkDated}). Only active military codes are included.{' '}
          {formatCount(dataFacts.unmappedCodes)} codes have no civilian match, and the translator
          says so rather than guessing.
        </List.Item>
        <List.Item>
          Wages: national median annual wages from the U.S. Bureau of Labor Statistics (BLS)
          Occupational Employment and Wage Statistics, May 2024. Military-only occupations have no
          wage.
        </List.Item>
        <List.Item>Typical education: BLS Employment Projections 2024–34.</List.Item>
        <List.Item>
          Bright Outlook flags: from O*NET OnLine. The file we used is not dated, so we cannot say
          which release it reflects.
        </List.Item>
      </List>
      <Text>
        You can explore the same data on{' '}
        <ExternalLink href="https://www.onetonline.org/">O*NET OnLine</ExternalLink>.
      </Text>
      <Blockquote>
        {onetCredit} {onetModified}
      </Blockquote>

      <Title order={3}>Organizations in the services directory</Title>
      <Text>
        The directory started with {formatCount(dataFacts.organizations)} real organizations that
        serve veterans and military families. Each one is backed by a public source, such as the
        organization's own website or VA's list of recognized Veterans Service Organizations. A
        website is shown only where a source confirmed it, and we do not list phone numbers or
        street addresses from that research.
      </Text>
      <Text>
        Being listed is not an endorsement or a rating. Websites and programs change, and VA
        recognition can change too, so check with the organization before you rely on it.
      </Text>
    </PageSection>
  );
}
