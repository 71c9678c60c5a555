/** The article form: what a partner fills in, and the blog_posts row it becomes. */
import { blogPostFormSchema } from './blogPostSchema';
import { atLeastWords, WEB_ADDRESS_RULE, webAddress } from '../../components/posting/fieldChecks';
import { columnValues, rowValues, slugFor } from '../../components/posting/fieldValues';
import { blogRecord } from '../../data/records';
import type { PostingKind } from '../../components/posting/postingKind';

export const MIN_ARTICLE_WORDS = 300;

export const blogPosting: PostingKind = {
  ...blogRecord,
  schema: blogPostFormSchema,
  successPath: '/blog/success',
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
      fields: [
        {
          name: 'cover_image_url',
          label: 'Cover image address (optional)',
          kind: 'url',
          maxLength: 500,
          check: webAddress,
          rule: WEB_ADDRESS_RULE,
        },
        {
          name: 'cover_image_alt',
          label: 'Image description',
          kind: 'text',
          maxLength: 300,
          requiredWhen: (values) =>
            typeof values.cover_image_url === 'string' && values.cover_image_url.trim() !== '',
          rule: 'required when you add an image',
          help: 'What the image shows, for readers who cannot see it.',
        },
      ],
    },
  ],
  toPayload(values) {
    const payload = columnValues(blogPosting, values);
    payload.slug = slugFor(values.title, 'article');
    return payload;
  },
  fromRow: (row) => rowValues(blogPosting, row),
};
