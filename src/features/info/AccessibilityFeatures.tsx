import { List, Text, Title } from '@mantine/core';
import { InternalLink } from '../../components/InternalLink';
import { PageSection } from '../../components/PageSection';

/** The "what is built in" part of the accessibility statement, grouped by what each tool helps with. */
export function AccessibilityFeatures() {
  return (
    <PageSection heading="What is built in">
      <Title order={3}>Seeing the page</Title>
      <List spacing="xs">
        <List.Item>
          Text size from 50 to 200 percent, in the footer's Support tab and on{' '}
          <InternalLink to="/your-page">your page</InternalLink>. Pages reflow to fit, without
          sideways scrolling.
        </List.Item>
        <List.Item>
          A high-contrast mode, in the same places. VetHub remembers both settings on this device.
        </List.Item>
        <List.Item>
          Meaning is never shown by color alone: labels and text say what a color means.
        </List.Item>
        <List.Item>No flashing or blinking content.</List.Item>
      </List>

      <Title order={3}>Moving around</Title>
      <List spacing="xs">
        <List.Item>
          Everything works with a keyboard. The first thing you reach is a skip link that takes you
          straight to the main content, and the item in focus always has a visible outline.
        </List.Item>
        <List.Item>
          Each page has one main heading and clear section headings. The page sections legend lists
          those sections so you can jump straight to one.
        </List.Item>
        <List.Item>
          The <InternalLink to="/sitemap">sitemap</InternalLink> lists every page, grouped by what
          it helps you do.
        </List.Item>
      </List>

      <Title order={3}>Reading and understanding</Title>
      <List spacing="xs">
        <List.Item>Plain language, short paragraphs and clear headings.</List.Item>
        <List.Item>Links say where they go, and links that leave VetHub say so.</List.Item>
        <List.Item>Every form field has a visible label, and errors say how to fix them.</List.Item>
      </List>

      <Title order={3}>Staying in control</Title>
      <List spacing="xs">
        <List.Item>
          Popups are few and always have a close button. When you close one, it stays hidden for a
          day.
        </List.Item>
        <List.Item>
          VetHub keeps working on a weak or dropped connection after your first visit.{' '}
          <InternalLink to="/network-help">See how VetHub works offline</InternalLink>.
        </List.Item>
      </List>
      <Text>
        The text size and contrast controls are in the footer of every page, so you can set VetHub
        up once and keep it the way that works for you.
      </Text>
    </PageSection>
  );
}
