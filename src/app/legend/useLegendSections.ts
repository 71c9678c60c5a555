import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { extractSections, type LegendSection } from './legendSections';

/** The h2 sections of #main-content, kept current as lazy pages and data render. */
export function useLegendSections(): LegendSection[] {
  const { pathname } = useLocation();
  const [sections, setSections] = useState<LegendSection[]>([]);
  useEffect(() => {
    const main = document.getElementById('main-content');
    if (!main) return undefined;
    let frame = 0;
    const read = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const next = extractSections(main);
        setSections((prev) =>
          prev.length === next.length &&
          prev.every((s, i) => s.id === next[i]?.id && s.label === next[i]?.label)
            ? prev
            : next,
        );
      });
    };
    read();
    const observer = new MutationObserver(read);
    observer.observe(main, { childList: true, subtree: true, characterData: true });
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [pathname]);
  return sections;
}

export function scrollToSection(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  const top = target.getBoundingClientRect().top + window.scrollY - 120;
  window.scrollTo({ top: Math.max(0, top), behavior: reduce ? 'auto' : 'smooth' });
  // Move focus too, so keyboard and screen-reader users continue from the section.
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}
