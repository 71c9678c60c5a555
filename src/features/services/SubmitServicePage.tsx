import { Text } from '@mantine/core';
import { InternalLink } from '../../components/InternalLink';
import { PageHeader } from '../../components/PageHeader';
import { NewPosting } from '../../components/posting/NewPosting';
import { servicePosting } from './servicePosting';

export default function SubmitServicePage() {
  return (
    <>
      <PageHeader intro="List your organization or business in the VetHub services directory so veterans and families can find help near them. Every listing is reviewed before it appears.">
        <Text>
          Before you start, read the{' '}
          <InternalLink to="/services/requirements">service listing requirements</InternalLink>:
          what a listing must include and the honesty rules it must meet. It takes about 15 minutes;
          what you type is kept on this device until you submit, and you can submit without a
          connection.
        </Text>
      </PageHeader>
      <NewPosting kind={servicePosting} submitLabel="Submit for review" />
    </>
  );
}
