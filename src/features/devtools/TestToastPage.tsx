import { Button, Group, List, Text } from '@mantine/core';
import { showToast, TOAST_LIMIT, TOAST_SHORT_MS, type ToastInput } from '../../components/toasts';
import { ContentPage } from '../../components/pages/ContentPage';
import { PageSection } from '../../components/PageSection';

const BURST = 7;

const kinds: { button: string; toast: ToastInput }[] = [
  {
    button: 'Show a default notice (5 seconds)',
    toast: { title: 'Default notice', description: 'This notice closes after 5 seconds.' },
  },
  {
    button: 'Show a bookmark notice (3 seconds)',
    toast: {
      title: 'Saved to your items',
      description: 'Bookmark notices close after 3 seconds.',
      color: 'green',
      timeout: TOAST_SHORT_MS,
    },
  },
  {
    button: 'Show a notice with a progress bar',
    toast: {
      title: 'Notice with a progress bar',
      description: 'The bar shows the time left before it closes.',
      showProgress: true,
    },
  },
  {
    button: 'Show an error notice',
    toast: {
      title: 'Connection error',
      description: 'Connection error. Please check your internet connection and try again.',
      color: 'red',
    },
  },
];

function showBurst() {
  for (let i = 1; i <= BURST; i += 1) {
    showToast({ title: `Notice ${i} of ${BURST}`, description: 'Part of a burst of notices.' });
  }
}

export default function TestToastPage() {
  return (
    <ContentPage intro="A check page for the notices that pop up after an action, such as saving an item. Each button below shows one kind of notice.">
      <PageSection id="toast-kinds" heading="Kinds of notice">
        <Group>
          {kinds.map((kind) => (
            <Button key={kind.button} onClick={() => showToast(kind.toast)}>
              {kind.button}
            </Button>
          ))}
        </Group>
      </PageSection>

      <PageSection id="toast-limit" heading="The limit on screen">
        <Text>
          At most {TOAST_LIMIT} notices are on screen at once. The button below sends {BURST}: the
          last {BURST - TOAST_LIMIT} wait and appear as earlier ones close.
        </Text>
        <div>
          <Button variant="outline" onClick={showBurst}>
            Show {BURST} toasts
          </Button>
        </div>
      </PageSection>

      <PageSection id="toast-checks" heading="What to check">
        <List spacing="xs">
          <List.Item>A screen reader reads each notice without moving focus.</List.Item>
          <List.Item>Every notice has a close button that works with the keyboard.</List.Item>
          <List.Item>The error notice says it is an error in words, not only in red.</List.Item>
        </List>
      </PageSection>
    </ContentPage>
  );
}
