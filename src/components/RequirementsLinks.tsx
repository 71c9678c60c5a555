import { List } from '@mantine/core';
import { InternalLink } from './InternalLink';
import { postKinds } from './postKinds';

/** The requirements page of each kind of post a partner can make, as a list of links. */
export function RequirementsLinks({ blogLabel = postKinds.blog.requirements.label }) {
  const pages = [postKinds.service.requirements, postKinds.deal.requirements];
  return (
    <List spacing="xs">
      {[...pages, { ...postKinds.blog.requirements, label: blogLabel }].map((page) => (
        <List.Item key={page.to}>
          <InternalLink to={page.to}>{page.label}</InternalLink>
        </List.Item>
      ))}
    </List>
  );
}
