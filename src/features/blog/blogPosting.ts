/** The article form: what a partner fills in, and the blog_posts row it becomes. */
import { blogPostFormSchema } from './blogPostSchema';
import { atLeastWords } from '../../components/posting/fieldChecks';
import { rowValues } from '../../components/posting/fieldValues';
import { slugPayload } from '../../components/posting/slugPayload';
import { blogRecord } from '../../data/records';
import { imageFields } from '../../components/posting/imageFields';
import type { PostingKind } from '../../components/posting/postingKind';
import { languageField } from '../../components/posting/languageField';

export const MIN_ARTICLE_WORDS = 300;

export const blogPosting: PostingKind = {
  ...blogRecord,
  schema: blogPostFormSchema,
  successPath: '/blog/success',
  sent: {
    live: 'Your article has been reviewed and is published on the blog.',
    waiting:
      'Thank you for writing for VetHub. Your article has been received and is waiting for review.',
  },
  steps: [
    {
      title: 'About the article',
      fields: [
        {
          name: 'title',
          label: 'Title',
          kind: 'text',
          required: true,
          minLength: 10,
          maxLength: 120,
          help: 'Say what the reader will learn.',
        },
        {
          name: 'category',
          label: 'Category',
          kind: 'select',
          required: true,
          options: blogRecord.categories,
        },
        {
          name: 'excerpt',
          label: 'Excerpt',
          kind: 'textarea',
          required: true,
          maxLength: 300,
          help: 'A short summary shown in lists and search results.',
        },
        languageField(
          'Language of the article',
          'The language you write the article in. Spanish pages list articles in Spanish first.',
        ),
      ],
    },
    {
      title: 'The article',
      fields: [
        {
          name: 'content',
          label: 'Body',
          kind: 'textarea',
          required: true,
          maxLength: 100000,
          check: atLeastWords(MIN_ARTICLE_WORDS),
          rule: `at least ${MIN_ARTICLE_WORDS} words`,
          help: 'Markdown: # for subheadings, blank lines between paragraphs, [text](https://…) for links.',
        },
      ],
    },
    {
      title: 'Cover image',
      fields: imageFields({
        picture: 'Cover image (optional)',
        description: 'Image description',
        help: 'A photo shown above the article and in lists.',
      }),
    },
  ],
  toPayload: (values) => slugPayload(blogPosting, values, 'title', 'article'),
  fromRow: (row) => rowValues(blogPosting, row),
};
