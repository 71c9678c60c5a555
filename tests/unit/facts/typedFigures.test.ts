// @vitest-environment node
/**
 * Figures the data holds are read from data/, never typed into a page (issue 38). The scans read
 * every source file of src: code without its comments, and the Markdown of the prose pages, whose
 * figures come in as {{facts}}. An exception names why it is one.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import crisisLine from '../../../data/va/crisis-line.json';
import { COUNT_PHRASE, countValue, countsByNoun, dataText } from './dataCounts';

const srcDir = path.join(process.cwd(), 'src');
const sources = readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.(tsx?|md|json)$/.test(file) && !/(^|\/)README\.md$|\.d\.ts$/.test(file))
  .map((file) => {
    const text = readFileSync(path.join(srcDir, file), 'utf8');
    // Comments explain the code to its reader; no visitor sees them.
    const code = /\.tsx?$/.test(file)
      ? text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1')
      : text;
    return { file, code };
  });

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A figure with a thousands separator ("13,014", "$1,200"). */
const THOUSANDS = /\d{1,3}(?:,\d{3})+\b/g;

/**
 * Figures a component may type, each with why: `file: figure`. Limits the app sets itself (not
 * facts of data/) belong here; a figure of data/ never does.
 */
const typedFiguresAllowed: Record<string, string> = {};

describe('figures typed into src', () => {
  it('types no figure with a thousands separator into a component', () => {
    const typed = sources
      .filter(({ file }) => file.endsWith('.tsx'))
      .flatMap(({ file, code }) => [...code.matchAll(THOUSANDS)].map((m) => `${file}: ${m[0]}`))
      .filter((found) => !(found in typedFiguresAllowed));
    expect(typed).toEqual([]);
  });

  it('types no count of the data into code', () => {
    const typed = sources
      .filter(({ file }) => /\.tsx?$/.test(file))
      .flatMap(({ file, code }) => [...code.matchAll(COUNT_PHRASE)].map((m) => `${file}: ${m[0]}`));
    expect(typed).toEqual([]);
  });

  it('states a count in Markdown or route data only as the data gives it', () => {
    const wrong = sources
      .filter(({ file }) => /\.(md|json)$/.test(file))
      .flatMap(({ file, code }) =>
        [...code.matchAll(COUNT_PHRASE)]
          .filter((m) => {
            const allowed = countsByNoun.find(([noun]) => noun.test(m[3] ?? ''))?.[1] ?? [];
            return !allowed.includes(countValue(m[1] ?? ''));
          })
          .map((m) => `${file}: ${m[0]}`),
      );
    expect(wrong).toEqual([]);
  });

  it("types the crisis line's numbers and chat address only into its data", () => {
    const contacts = [crisisLine.call.number, crisisLine.text.number, crisisLine.chat.url];
    const typed = sources.flatMap(({ file, code }) =>
      contacts
        .filter((contact) => new RegExp(`(^|[^\\w/.])${escape(contact)}(?![\\w/])`).test(code))
        .map((contact) => `${file}: ${contact}`),
    );
    expect(typed).toEqual([]);
  });

  it('puts in Markdown no figure with a thousands separator that data/ does not state', () => {
    const unknown = sources
      .filter(({ file }) => file.endsWith('.md'))
      .flatMap(({ file, code }) => [...code.matchAll(THOUSANDS)].map((m) => [file, m[0]]))
      .filter(([, figure]) => !dataText.includes(figure ?? ''))
      .map(([file, figure]) => `${file}: ${figure}`);
    expect(unknown).toEqual([]);
  });
});
