import { ButtonLinks } from '../../components/ButtonLinks';

/** The closing buttons of the topic pages (education, health care, housing): on to the tools. */
export function CheckWhatFits() {
  return (
    <ButtonLinks
      gap="sm"
      links={[
        { to: '/benefits/entitlements', label: 'Open the eligibility checker' },
        { to: '/benefits', label: 'All benefits tools', variant: 'outline' },
      ]}
    />
  );
}
