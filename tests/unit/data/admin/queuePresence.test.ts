// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { lookersByItem } from '../../../../src/data/admin/queuePresence';

const me = { tab: 'tab-mine', user: 'user-avery' };
const ref = (n: number) => ({ presence_ref: `ref-${n}` });

describe('the other admins on each queued item', () => {
  it('names each other admin on the item their tab is on, and leaves this tab out', () => {
    const state = {
      'tab-mine': [{ ...ref(1), user: me.user, name: 'Avery Admin', item: 'services:7' }],
      'tab-morgan': [{ ...ref(2), user: 'user-morgan', name: 'Morgan Staff', item: 'services:7' }],
      'tab-kai': [{ ...ref(3), user: 'user-kai', name: 'Kai Moss', item: 'vet_deals:3' }],
    };
    expect(lookersByItem(state, me.tab, me.user)).toEqual(
      new Map([
        ['services:7', ['Morgan Staff']],
        ['vet_deals:3', ['Kai Moss']],
      ]),
    );
  });

  it('lists several admins on one item once each, however many tabs they have open', () => {
    const state = {
      a: [{ ...ref(1), user: 'user-morgan', name: 'Morgan Staff', item: 'blog_posts:2' }],
      b: [{ ...ref(2), user: 'user-morgan', name: 'Morgan Staff', item: 'blog_posts:2' }],
      c: [{ ...ref(3), user: 'user-kai', name: 'Kai Moss', item: 'blog_posts:2' }],
    };
    expect(lookersByItem(state, me.tab, me.user).get('blog_posts:2')).toEqual([
      'Morgan Staff',
      'Kai Moss',
    ]);
  });

  it('names this admin’s own other tab as such', () => {
    const state = {
      'tab-other': [{ ...ref(1), user: me.user, name: 'Avery Admin', item: 'services:9' }],
    };
    expect(lookersByItem(state, me.tab, me.user).get('services:9')).toEqual([
      'you, in another tab',
    ]);
  });

  it('reads the newest entry of a tab and skips tabs on no item or with a malformed entry', () => {
    const state = {
      moved: [
        { ...ref(1), user: 'user-kai', name: 'Kai Moss', item: 'services:1' },
        { ...ref(2), user: 'user-kai', name: 'Kai Moss', item: 'services:2' },
      ],
      idle: [{ ...ref(3), user: 'user-lee', name: 'Lee Park', item: null }],
      forged: [{ ...ref(4), name: 'No user', item: 'services:2' }],
      empty: [],
      nameless: [{ ...ref(5), user: 'user-x', name: '', item: 'services:2' }],
    };
    expect(lookersByItem(state, me.tab, me.user)).toEqual(
      new Map([['services:2', ['Kai Moss', 'Another admin']]]),
    );
  });
});
