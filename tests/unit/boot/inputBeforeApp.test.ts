import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { holdInputForApp } from '../../../src/boot/holdInputForApp';
import {
  readTypedFields,
  replayEarlyActions,
  restoreTypedFields,
} from '../../../src/boot/inputBeforeApp';

// The inline script notes what is typed and holds what is clicked before the app runs; the app
// finds the same fields and buttons again by the keys they were given. Both sides run here over
// one page: a key either side read differently would lose what the visitor did.
function page(markup: string): HTMLElement {
  document.body.innerHTML = `<div id="root">${markup}</div>`;
  return document.getElementById('root') as HTMLElement;
}

const FORM = `
  <form>
    <label for="a">Name</label><input id="a" name="name" />
    <label for="b">Name</label><input id="b" name="name" />
    <label for="c">Email me updates</label><input id="c" type="checkbox" name="updates" />
    <select aria-label="Branch" name="branch"><option value="">Any</option><option value="army">Army</option></select>
    <label for="d">Message</label><textarea id="d" name="message"></textarea>
  </form>`;

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function one<T extends Element = Field>(selector: string, n = 0): T {
  const el = document.querySelectorAll<T>(selector)[n];
  if (!el) throw new Error(`no ${selector} #${n} on the page`);
  return el;
}

function type(field: Field, value: string) {
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

beforeAll(() => {
  // Once, as a page runs its inline script once.
  holdInputForApp();
});

afterEach(() => {
  document.documentElement.removeAttribute('data-app');
  window.vethubEarlyInput = {};
  window.vethubEarlyActions = [];
  window.vethubEarlyFocus = undefined;
});

describe('input before the app runs', () => {
  it('keys a typed field as the app does, so the app finds it again', () => {
    const root = page(FORM);
    const second = one<HTMLInputElement>('#b');
    type(second, 'Dana Reyes');
    const box = one<HTMLInputElement>('#c');
    box.checked = true;
    box.dispatchEvent(new Event('change', { bubbles: true }));
    type(one('select'), 'army');
    type(one('textarea'), 'Hello');

    const noted = Object.keys(window.vethubEarlyInput ?? {}).sort();
    expect(noted).toHaveLength(4);
    expect(noted).toEqual(
      readTypedFields(root)
        .map((t) => t.key)
        .sort(),
    );
    expect(noted).toContain('INPUT:text:name:Name#1');
  });

  it('gives typed text back to the field of the same kind and label in a page the app re-rendered', async () => {
    page(FORM);
    type(one<HTMLInputElement>('#b'), 'Dana Reyes');
    type(one('textarea'), 'Hello');

    // The app's page has a field above the form that the prerendered page did not.
    const root = page(`<input aria-label="Search" name="q" />${FORM}`);
    document.documentElement.setAttribute('data-app', '');
    await restoreTypedFields(root, []);

    expect(one<HTMLInputElement>('#a').value).toBe('');
    expect(one<HTMLInputElement>('#b').value).toBe('Dana Reyes');
    expect(one('textarea').value).toBe('Hello');
    expect(one<HTMLInputElement>('[name="q"]').value).toBe('');
  });

  it('gives the focus back to a field only when the render took it away', async () => {
    page(FORM);
    one<HTMLInputElement>('#a').focus();
    const typed = readTypedFields(document.getElementById('root') as HTMLElement);
    expect(typed.find((t) => t.focused)?.key).toBe('INPUT:text:name:Name#0');

    // Rendered afresh: the focused field is gone, so it is given back.
    let root = page(FORM);
    document.documentElement.setAttribute('data-app', '');
    await restoreTypedFields(root, typed);
    expect(document.activeElement).toBe(one('#a'));

    // Rendered afresh, but the visitor has moved on to the message meanwhile: it stays there.
    root = page(FORM);
    one<HTMLTextAreaElement>('textarea').focus();
    await restoreTypedFields(root, typed);
    expect(document.activeElement).toBe(one('textarea'));
  });

  it('gives back what was typed while the render ran, focus included, in the field typed in last', async () => {
    page(FORM);
    // Read before the visitor reached the form.
    const typed = readTypedFields(document.getElementById('root') as HTMLElement);
    expect(typed.some((t) => t.focused)).toBe(false);
    // The render runs in slices and the prerendered page still takes keys: the visitor types a
    // name, then the message, then more of the name.
    const name = one<HTMLInputElement>('#a');
    name.focus();
    type(name, 'Dana');
    one<HTMLTextAreaElement>('textarea').focus();
    type(one('textarea'), 'Hello');
    name.focus();
    type(name, 'Dana Reyes');
    // The render takes the field away: it loses the focus and reports its change as it goes.
    name.remove();
    name.dispatchEvent(new Event('change', { bubbles: true }));

    const root = page(FORM);
    document.documentElement.setAttribute('data-app', '');
    await restoreTypedFields(root, typed);
    expect(one<HTMLInputElement>('#a').value).toBe('Dana Reyes');
    expect(one('textarea').value).toBe('Hello');
    // The keys still to come land where the last ones went.
    expect(document.activeElement).toBe(one('#a'));
  });

  it('gives the focus back to a field only tabbed to while the render ran', async () => {
    page(FORM);
    const typed = readTypedFields(document.getElementById('root') as HTMLElement);
    one<HTMLTextAreaElement>('textarea').focus();
    const root = page(FORM);
    document.documentElement.setAttribute('data-app', '');
    await restoreTypedFields(root, typed);
    expect(document.activeElement).toBe(one('textarea'));
  });

  it('holds a click and hands it to the same button once the app runs, whatever it added above', () => {
    vi.useFakeTimers();
    try {
      const BUTTONS = `<button type="button">Make text larger</button><button type="button">Save</button><button type="button">Save</button>`;
      const before = page(BUTTONS);
      const seenBefore = vi.fn();
      before.addEventListener('click', seenBefore);
      one<HTMLButtonElement>('button', 2).click();
      // Held, and only held: the page's own handlers do not see it.
      expect(seenBefore).not.toHaveBeenCalled();
      expect(window.vethubEarlyActions).toEqual([{ kind: 'click', key: 'BUTTON::Save#1' }]);

      const root = page(`<button type="button">Accept cookies</button>${BUTTONS}`);
      const clicked: number[] = [];
      root
        .querySelectorAll('button')
        .forEach((b, i) => b.addEventListener('click', () => clicked.push(i)));
      document.documentElement.setAttribute('data-app', '');
      replayEarlyActions(root);
      vi.runAllTimers();
      expect(clicked).toEqual([3]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('holds a form sent early and sends the same form once the app runs', () => {
    vi.useFakeTimers();
    try {
      const FORMS = `<form aria-label="Sign in"><button type="submit">Go</button></form><form aria-label="Subscribe"><button type="submit">Go</button></form>`;
      page(FORMS);
      one<HTMLFormElement>('form', 1).requestSubmit();
      expect(window.vethubEarlyActions).toEqual([{ kind: 'submit', key: 'FORM::Subscribe#0' }]);

      const root = page(`<form aria-label="Search"></form>${FORMS}`);
      const sent: string[] = [];
      root.addEventListener('submit', (e) => {
        e.preventDefault();
        sent.push((e.target as HTMLFormElement).getAttribute('aria-label') ?? '');
      });
      document.documentElement.setAttribute('data-app', '');
      replayEarlyActions(root);
      vi.runAllTimers();
      expect(sent).toEqual(['Subscribe']);
    } finally {
      vi.useRealTimers();
    }
  });
});
