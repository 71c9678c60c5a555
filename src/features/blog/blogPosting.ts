/** The article form: what a partner fills in, and the blog_posts row it becomes. */
import { blogPostFormSchema } from './blogPostSchema';
import { atLeastWords } from '../../components/posting/fieldChecks';
import { slugPosting } from '../../components/posting/slugPayload';
import { blogRecord } from '../../data/records';
import { imageFields } from '../../components/posting/imageFields';
import type { StepSpec } from '../../components/posting/postingKind';
import { languageField } from '../../components/posting/languageField';
import { blogCategoryOptions } from './blogCategories';
import { t } from './words';

export const MIN_ARTICLE_WORDS = 300;

/** The form's steps, in the page's language: made each time the form or a page reads them. */
function blogSteps(): StepSpec[] {
  return [
    {
      title: t('blog.form.aboutStep'),
      fields: [
        {
          name: 'title',
          label: t('blog.form.title'),
          kind: 'text',
          required: true,
          minLength: 10,
          maxLength: 120,
          help: t('blog.form.titleHelp'),
        },
        {
          name: 'category',
          label: t('blog.form.category'),
          kind: 'select',
          required: true,
          options: blogCategoryOptions(),
        },
        {
          name: 'excerpt',
          label: t('blog.form.excerpt'),
          kind: 'textarea',
          required: true,
          maxLength: 300,
          help: t('blog.form.excerptHelp'),
        },
        languageField(t('blog.form.language'), t('blog.form.languageHelp')),
      ],
    },
    {
      title: t('blog.form.articleStep'),
      fields: [
        {
          name: 'content',
          label: t('blog.form.body'),
          kind: 'textarea',
          required: true,
          maxLength: 100000,
          check: atLeastWords(MIN_ARTICLE_WORDS),
          rule: t('blog.form.bodyRule', { min: MIN_ARTICLE_WORDS }),
          help: t('blog.form.bodyHelp'),
        },
      ],
    },
    {
      title: t('blog.form.coverStep'),
      fields: imageFields({
        picture: t('blog.form.cover'),
        description: t('blog.form.coverDescription'),
        help: t('blog.form.coverHelp'),
      }),
    },
  ];
}

export const blogPosting = slugPosting(blogRecord, blogPostFormSchema, {
  successPath: '/blog/success',
  slugFrom: ['title', 'article'],
  steps: blogSteps,
  sent: () => ({ live: t('blog.sent.live'), waiting: t('blog.sent.waiting') }),
  submitPage: () => ({ intro: t('blog.submit.intro'), readFirst: t('blog.submit.readFirst') }),
  /** "Your article is waiting for review": the record's noun in the page's language. */
  noun: () => t('blog.noun'),
});
