/**
 * The part of Go's text/template that VetHub's GoTrue templates use (supabase/templates and the
 * subjects in config.toml): `{{ .Field }}`, `{{ .Data.key }}`, `{{ if eq .X "literal" }}`,
 * `{{ else }}`, `{{ end }}`. Anything else is refused when the template is read, so a template
 * hosted GoTrue would render differently never reaches the local mailbox unnoticed.
 */

type Node =
  | { kind: 'text'; text: string }
  | { kind: 'value'; path: string[] }
  | { kind: 'if'; path: string[]; literal: string; then: Node[]; else: Node[] };

export type TemplateData = Record<string, unknown>;
export type Template = (data: TemplateData, escape?: (text: string) => string) => string;

const ACTION = /\{\{\s*(.*?)\s*\}\}/gs;
const FIELD = /^\.([A-Za-z]\w*(?:\.[A-Za-z_]\w*)*)$/;
const IF_EQ = /^if eq (\.[A-Za-z]\w*(?:\.[A-Za-z_]\w*)*) "([^"\\]*)"$/;

function pathOf(field: string): string[] {
  return field.slice(1).split('.');
}

function parse(source: string): Node[] {
  const root: Node[] = [];
  // Each open `if`, with the list its next nodes go into.
  const open: { node: Extract<Node, { kind: 'if' }>; into: Node[] }[] = [];
  const current = () => open.at(-1)?.into ?? root;
  let at = 0;
  for (const match of source.matchAll(ACTION)) {
    if (match.index > at) current().push({ kind: 'text', text: source.slice(at, match.index) });
    at = match.index + match[0].length;
    const action = match[1] ?? '';
    const field = FIELD.exec(action);
    const condition = IF_EQ.exec(action);
    if (field?.[0]) {
      current().push({ kind: 'value', path: pathOf(field[0]) });
    } else if (condition?.[1] !== undefined && condition[2] !== undefined) {
      const node = {
        kind: 'if' as const,
        path: pathOf(condition[1]),
        literal: condition[2],
        then: [],
        else: [],
      };
      current().push(node);
      open.push({ node, into: node.then });
    } else if (action === 'else' && open.at(-1)?.into === open.at(-1)?.node.then) {
      const top = open[open.length - 1];
      if (top) top.into = top.node.else;
    } else if (action === 'end' && open.length > 0) {
      open.pop();
    } else {
      throw new Error(`template action the local stack does not render: {{ ${action} }}`);
    }
  }
  if (open.length > 0) throw new Error('template has an {{ if }} without {{ end }}');
  if (at < source.length) current().push({ kind: 'text', text: source.slice(at) });
  return root;
}

function lookup(data: TemplateData, path: string[]): unknown {
  let value: unknown = data;
  for (const key of path) {
    value =
      typeof value === 'object' && value !== null
        ? (value as Record<string, unknown>)[key]
        : undefined;
  }
  return value;
}

function render(nodes: Node[], data: TemplateData, escape: (text: string) => string): string {
  return nodes
    .map((node) => {
      if (node.kind === 'text') return node.text;
      const value = lookup(data, node.path);
      if (node.kind === 'value') return value === undefined ? '' : escape(String(value));
      return render(value === node.literal ? node.then : node.else, data, escape);
    })
    .join('');
}

export function compileTemplate(source: string): Template {
  const nodes = parse(source);
  return (data, escape = (text) => text) => render(nodes, data, escape);
}

/** What html/template does to a value printed into the body. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
