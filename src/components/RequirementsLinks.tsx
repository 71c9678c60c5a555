import { List } from '@mantine/core';
import { InternalLink } from './InternalLink';

/** The requirements page of each kind of post a partner can make, as a list of links. */
export function RequirementsLinks({ blogLabel = 'Blog submission requirements' }) {
  return (
    <List spacing="xs">
      <List.Item>
        <InternalLink to="/services/requirements">Service listing requirements</InternalLink>
      </List.Item>
      <List.Item>
        <InternalLink to="/vetdeals/requirements">VetDeal requirements</InternalLink>
      </List.Item>
      <List.Item>
        <InternalLink to="/blog/requirements">{blogLabel}</InternalLink>
      </List.Item>
    </List>
  );
}
