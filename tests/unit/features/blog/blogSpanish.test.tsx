// @vitest-environment happy-dom
/** The blog in the page's language (issue 35): English as before, Spanish on Spanish pages. */
import 'fake-indexeddb/auto';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage, addSpanish, t } from '../../../../src/lib/i18n';
import { messages as es } from '../../../../src/features/blog/locales/es.json?lingui';
import { stepAt } from '../../../../src/components/posting/postingKind';
import { BlogPostCard } from '../../../../src/features/blog/BlogPostCard';
import { BlogCategoryNav } from '../../../../src/features/blog/BlogCategoryNav';
import { BlogSearch } from '../../../../src/features/blog/BlogSearch';
import BlogRequirementsPage from '../../../../src/features/blog/BlogRequirementsPage';
import { blogCategoryLabel } from '../../../../src/features/blog/blogCategories';
import { blogPosting } from '../../../../src/features/blog/blogPosting';
import { storyPosting } from '../../../../src/features/blog/storyPosting';
import { blogPostFormSchema } from '../../../../src/features/blog/blogPostSchema';
import type { BlogPostRecord } from '../../../../src/features/blog/blogPostSchema';
import { shownPage } from '../../support/shownPage';

addSpanish(es);
afterEach(() => activateLanguage('en'));

// Noon, so the device's time zone cannot move the day.
const post = {
  id: 12,
  slug: 'claims-101',
  title: 'Claims 101',
  excerpt: 'How a claim moves.',
  content: 'word '.repeat(1000),
  category: 'Benefits',
  author: 'Jane Doe',
  language: 'en',
  status: 'published',
  published_at: '2027-03-03T12:00:00',
  updated_at: '2027-03-03T12:00:00',
} as unknown as BlogPostRecord;

describe('the blog in Spanish', () => {
  it('shows an article’s card in each language; its title and excerpt as written', () => {
    const english = shownPage(<BlogPostCard post={post} />);
    expect(english.textContent).toContain('Benefits');
    expect(english.textContent).toContain('5 min read');
    expect(english.textContent).toContain('By Jane Doe · March 3, 2027');
    expect(english.textContent).not.toContain('In English');
    english.remove();

    activateLanguage('es');
    const spanish = shownPage(<BlogPostCard post={post} />);
    for (const words of [
      'Beneficios',
      'En inglés',
      '5 min de lectura',
      'Por Jane Doe · 3 de marzo de 2027',
      'Claims 101',
      'How a claim moves.',
    ])
      expect(spanish.textContent).toContain(words);
    expect(spanish.textContent).not.toMatch(/min read|By Jane/);
  });

  it('names the categories and the search in Spanish, the links keeping stored values', () => {
    activateLanguage('es');
    shownPage(
      <>
        <BlogCategoryNav current="Stories" />
        <BlogSearch filter={{ table: 'blog_posts' }} onApply={() => {}} />
      </>,
    );
    const nav = screen.getByRole('navigation', { name: 'Categorías del blog' });
    expect(nav.textContent).toContain('Todas');
    const stories = screen.getByRole('link', { name: 'Historias' });
    expect(stories.getAttribute('href')).toBe('/blog?category=Stories');
    expect(stories.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('form', { name: 'Buscar en el blog' })).toBeTruthy();
    expect(screen.getByLabelText('Buscar artículos')).toBeTruthy();
    expect(blogCategoryLabel('Claims')).toBe('Reclamos');
    expect(blogCategoryLabel('Other')).toBe('Other');
  });

  it('shows the requirements page in Spanish, the form’s rules included', () => {
    activateLanguage('es');
    const router = createMemoryRouter([{ path: '/', element: <BlogRequirementsPage /> }]);
    const page = render(
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>,
    ).container;
    const headings = [...page.querySelectorAll('h2')].map((h) => h.textContent);
    expect(headings).toContain('Las partes de un artículo');
    expect(headings).toContain('Reglas de contenido');
    for (const words of ['Texto del artículo', 'al menos 300 palabras', 'Vivienda', 'VA.gov'])
      expect(page.textContent).toContain(words);
    expect(page.textContent).not.toMatch(/Content rules|at least 300 words|Housing/);
  });

  it('makes the form’s words and checks when they are read, in the page’s language', () => {
    expect(stepAt(blogPosting, 0).fields[0]?.label).toBe('Title');
    expect(stepAt(blogPosting, 1).fields[0]?.rule).toBe('at least 300 words');
    expect(blogPosting.noun).toBe('article');
    const empty = { title: ' ' };
    expect(blogPostFormSchema.safeParse(empty).error?.issues[0]?.message).toBe('Enter a title');
    activateLanguage('es');
    expect(stepAt(blogPosting, 0).fields[0]?.label).toBe('Título');
    expect(blogPosting.noun).toBe('artículo');
    expect(storyPosting.noun).toBe('artículo');
    expect(blogPosting.sent.waiting).toMatch(/^Gracias por escribir para VetHub\./);
    const category = stepAt(storyPosting, 0).fields.find((f) => f.name === 'category');
    expect(category?.options).toEqual([{ value: 'Stories', label: 'Historias' }]);
    expect(category?.help).toMatch(/^Aquí los veteranos comparten sus historias/);
    expect(blogPostFormSchema.safeParse(empty).error?.issues[0]?.message).toBe('Escriba un título');
  });

  it('fills in arguments as the English did', () => {
    expect(t('blog.post.missing', { id: 1234 })).toBe('There is no published article number 1234.');
    expect(t('blog.list.inCategory', { category: 'Stories' })).toBe('Stories articles');
    activateLanguage('es');
    expect(t('blog.list.inCategory', { category: 'Historias' })).toBe(
      'Artículos de la categoría Historias',
    );
  });
});
