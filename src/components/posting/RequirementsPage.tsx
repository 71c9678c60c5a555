/**
 * A record type's requirements page: the form's own fields and rules, the record's categories
 * and the house rules of that kind of post. Each feature supplies only its words.
 */
import { Button, Group, List, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Option } from '../../lib/options';
import { postKinds } from '../postKinds';
import { PageHeader } from '../PageHeader';
import { PageSection } from '../PageSection';
import { FieldRules } from './FieldRules';
import type { PostingKind } from './postingKind';
import { t } from './words';

export interface RequirementsCopy {
  intro: string;
  /** Heading of the generated field list: "What a deal must include". */
  partsHeading: string;
  /** "The form … checks every rule before it sends your {formNoun}." */
  formNoun: string;
  rulesHeading: string;
  rules: ReactNode[];
  categoriesIntro: string;
  /** The last section's heading; "After you submit" unless the kind says otherwise. */
  nextHeading?: string;
  nextText: string;
}

/**
 * `categories` are the record's, labelled in the page's language: their stored values stay, only
 * the labels follow the language.
 */
export function RequirementsPage({
  posting,
  categories,
  copy,
}: {
  posting: PostingKind;
  categories: readonly Option[];
  copy: RequirementsCopy;
}) {
  const id = (part: string) => `${posting.key}-req-${part}`;
  const { submit } = postKinds[posting.key];
  return (
    <Stack gap="xl">
      <PageHeader intro={copy.intro} />
      <PageSection id={id('parts')} heading={copy.partsHeading}>
        <Text>{t('components.requirements.form', { noun: copy.formNoun })}</Text>
        <FieldRules kind={posting} />
      </PageSection>
      <PageSection id={id('rules')} heading={copy.rulesHeading}>
        <List spacing="xs">
          {copy.rules.map((rule, index) => (
            <List.Item key={index}>{rule}</List.Item>
          ))}
        </List>
      </PageSection>
      <PageSection id={id('categories')} heading={t('components.requirements.categories')}>
        <Text>{copy.categoriesIntro}</Text>
        <List spacing="xs">
          {categories.map((category) => (
            <List.Item key={category.value}>{category.label}</List.Item>
          ))}
        </List>
      </PageSection>
      <PageSection
        id={id('next')}
        heading={copy.nextHeading ?? t('components.requirements.afterSubmit')}
      >
        <Text>{copy.nextText}</Text>
        <Group>
          <Button component={Link} to={submit.to}>
            {submit.label}
          </Button>
          <Button component={Link} to="/auth/register" variant="outline">
            {t('components.posting.createPartner')}
          </Button>
        </Group>
      </PageSection>
    </Stack>
  );
}
