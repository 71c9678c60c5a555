/** Which clicks a kiosk turns into the QR panel: other sites, phone numbers, mail; not VetHub. */
import { describe, expect, it } from 'vitest';
import { leavingUrl } from '../../../src/app/kiosk/leavingUrl';

const HERE = 'https://vethub.example/resources';

function linkTo(href: string): Element {
  const a = document.createElement('a');
  a.setAttribute('href', href);
  const inner = document.createElement('span');
  a.append(inner);
  return inner;
}

describe('links that leave VetHub', () => {
  it.each([
    ['https://www.va.gov/', 'https://www.va.gov/'],
    ['tel:988', 'tel:988'],
    ['sms:838255', 'sms:838255'],
    ['mailto:help@example.org', 'mailto:help@example.org'],
    ['https://www.google.com/maps/search/VFW', 'https://www.google.com/maps/search/VFW'],
  ])('%s leaves', (href, expected) => {
    expect(leavingUrl(linkTo(href), HERE)).toBe(expected);
  });

  it.each(['/services', '#main-content', 'https://vethub.example/blog', 'javascript:void(0)'])(
    '%s stays',
    (href) => {
      expect(leavingUrl(linkTo(href), HERE)).toBeNull();
    },
  );

  it('ignores clicks outside links', () => {
    expect(leavingUrl(document.createElement('button'), HERE)).toBeNull();
    expect(leavingUrl(null, HERE)).toBeNull();
  });
});
