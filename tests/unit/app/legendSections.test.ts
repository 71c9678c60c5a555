import { describe, expect, it } from 'vitest';
import {
  barScrollLeft,
  extractSections,
  sectionScrollTop,
} from '../../../src/app/legend/legendSections';

function mainWith(html: string): HTMLElement {
  document.body.innerHTML = `<main>${html}</main>`;
  return document.querySelector('main') as HTMLElement;
}

describe('site legend sections', () => {
  it('lists the h2 headings in order, not h1 or h3', () => {
    const main = mainWith('<h1>Page</h1><h2>First</h2><h3>Sub</h3><h2>Second part</h2>');
    expect(extractSections(main).map((s) => s.label)).toEqual(['First', 'Second part']);
  });

  it('keeps existing ids and gives the others unique, readable ids', () => {
    const main = mainWith('<h2 id="events">Events</h2><h2>Same</h2><h2>Same</h2>');
    const sections = extractSections(main);
    expect(sections.map((s) => s.id)).toEqual(['events', 'section-same', 'section-same-2']);
    expect(main.querySelectorAll('h2')[2]?.id).toBe('section-same-2');
  });

  it('is stable when read again', () => {
    const main = mainWith('<h2>Alpha</h2><h2>Beta</h2>');
    const first = extractSections(main);
    expect(extractSections(main)).toEqual(first);
  });

  it('skips empty headings and collapses whitespace', () => {
    const main = mainWith('<h2>   </h2><h2>Two\n   words</h2>');
    expect(extractSections(main)).toEqual([{ id: 'section-two-words', label: 'Two words' }]);
  });
});

describe('legend scrolling', () => {
  it('stops 120 px above the section', () => {
    expect(sectionScrollTop(500, 1000)).toBe(1380);
  });

  it('never scrolls above the top of the page', () => {
    expect(sectionScrollTop(50, 0)).toBe(0);
  });

  it('moves the breadcrumb bar 200 px per button press within its range', () => {
    expect(barScrollLeft(0, 1, 500)).toBe(200);
    expect(barScrollLeft(400, 1, 500)).toBe(500);
    expect(barScrollLeft(150, -1, 500)).toBe(0);
  });
});
