// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { itemTitle } from '../../../../src/features/admin/ListingPreview';

describe('the title an admin sees for a listing', () => {
  it('is a service’s name and any other listing’s title', () => {
    expect(itemTitle('services', { id: 3, name: 'Legal Aid', title: 'unused' })).toBe('Legal Aid');
    expect(itemTitle('vet_deals', { id: 4, name: 'unused', title: '15% off' })).toBe('15% off');
    expect(itemTitle('unemployment_jobs', { id: 5, title: 'Welder' })).toBe('Welder');
  });

  it('is the listing’s number when it has no words to show', () => {
    expect(itemTitle('blog_posts', { id: 9, title: '' })).toBe('#9');
    expect(itemTitle('services', { id: 10, name: null })).toBe('#10');
  });
});
