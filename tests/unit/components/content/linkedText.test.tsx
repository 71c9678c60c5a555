// @vitest-environment happy-dom
/** A translated sentence keeps its links where each language puts them. */
import { Anchor, MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LinkedText } from '../../../../src/components/content/LinkedText';

function show(message: string, links: Parameters<typeof LinkedText>[0]['links']) {
  return render(
    <MantineProvider>
      <MemoryRouter>
        <p data-testid="sentence">
          <LinkedText message={message} links={links} />
        </p>
      </MemoryRouter>
    </MantineProvider>,
  );
}

describe('a sentence with links inside it', () => {
  it('links each numbered part to its page, the words between left as they are', () => {
    show('Try <0>the sign-in page</0> again or go <1>home</1>.', ['/auth', '/']);
    expect(screen.getByTestId('sentence').textContent).toBe(
      'Try the sign-in page again or go home.',
    );
    expect(screen.getByRole('link', { name: 'the sign-in page' }).getAttribute('href')).toBe(
      '/auth',
    );
    expect(screen.getByRole('link', { name: 'home' }).getAttribute('href')).toBe('/');
  });

  it('follows the order the language writes, whatever the numbers', () => {
    show('Vaya <1>al inicio</1> o pruebe <0>la página de acceso</0>.', ['/auth', '/']);
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['al inicio', 'la página de acceso']);
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/', '/auth']);
  });

  it('gives an element link its words', () => {
    show('Call <0>the crisis line</0> now.', [<Anchor key="line" href="tel:988" />]);
    expect(screen.getByRole('link', { name: 'the crisis line' }).getAttribute('href')).toBe(
      'tel:988',
    );
  });

  it('sends an https:// address out of VetHub in a new tab', () => {
    show('Apply on <0>VA.gov</0> or ask <1>us</1>.', ['https://www.va.gov/', '/contact']);
    const out = screen.getByRole('link', { name: /^VA\.gov/ });
    expect(out.getAttribute('href')).toBe('https://www.va.gov/');
    expect(out.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: 'us' }).getAttribute('target')).toBeNull();
  });

  it('shows a part with no link as plain words rather than its tag', () => {
    show('Read <0>this</0> and <1>that</1>.', ['/faq']);
    expect(screen.getByTestId('sentence').textContent).toBe('Read this and that.');
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});
