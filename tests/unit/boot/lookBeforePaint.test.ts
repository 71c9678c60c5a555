import { afterEach, describe, expect, it } from 'vitest';
import { lookBeforePaint } from '../../../src/boot/lookBeforePaint';

const html = document.documentElement;

afterEach(() => {
  html.style.fontSize = '';
  delete html.dataset.contrast;
  html.setAttribute('data-mantine-color-scheme', 'light');
});

describe('the look before the first paint', () => {
  it('sets the stored text size on the page, in the steps the settings allow', () => {
    localStorage.setItem('vethub.textSize', '200');
    lookBeforePaint();
    expect(html.style.fontSize).toBe('200%');
    localStorage.setItem('vethub.textSize', '134');
    lookBeforePaint();
    expect(html.style.fontSize).toBe('130%');
    localStorage.setItem('vethub.textSize', '900');
    lookBeforePaint();
    expect(html.style.fontSize).toBe('200%');
  });

  it('wears high contrast, dark, when it was chosen', () => {
    localStorage.setItem('vethub.highContrast', 'true');
    lookBeforePaint();
    expect(html.dataset.contrast).toBe('high');
    expect(html.getAttribute('data-mantine-color-scheme')).toBe('dark');
  });

  it('keeps the default look when nothing is stored or a value was edited by hand', () => {
    lookBeforePaint();
    localStorage.setItem('vethub.textSize', '"huge"');
    localStorage.setItem('vethub.highContrast', '{');
    lookBeforePaint();
    expect(html.style.fontSize).toBe('');
    expect(html.dataset.contrast).toBeUndefined();
    expect(html.getAttribute('data-mantine-color-scheme')).toBe('light');
  });
});
