import { Button, Text } from '@mantine/core';
import { Link } from 'react-router';
import { InternalLink } from '../../components/InternalLink';
import { postKinds, type PostKind, type PostKindKey } from '../../components/postKinds';
import { t } from './words';

/** This page calls blog posts articles, here and in its list of requirements pages. */
export const articleRequirements = () => t('info.business.articleRequirements');

/** Under a kind of post: its requirements page and its form. */
export function BusinessPostActions({ kind }: { kind: PostKindKey }) {
  const { submit, requirements }: PostKind = postKinds[kind];
  return (
    <>
      {requirements ? (
        <Text>
          <InternalLink to={requirements.to}>
            {kind === 'blog' ? articleRequirements() : requirements.label}
          </InternalLink>
        </Text>
      ) : null}
      <Button component={Link} to={submit.to} variant="light" style={{ alignSelf: 'flex-start' }}>
        {submit.label}
      </Button>
    </>
  );
}
