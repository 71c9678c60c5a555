/**
 * The page's long tasks in a Chromium trace, each with what took its time: the main thread's
 * tasks over 50 ms, and V8's profile samples within each one summed by function and script
 * (self time), so a bench can say which code blocks a slow phone, not only that something does.
 */

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: { name?: string; data?: Record<string, unknown> };
}

export interface LongTask {
  /** ms after the navigation started (or the trace did) */
  at: number;
  ms: number;
  /** After the first contentful paint: what total blocking time counts. */
  afterPaint: boolean;
  /** The functions (script:line) with the most self time in the task, most first. */
  top: { what: string; ms: number }[];
  /** The same time by script: a native frame's time goes to the script that called it. */
  scripts: { what: string; ms: number }[];
  /**
   * The renderer's own work in the task by kind (style, layout, compiling, parsing HTML...):
   * the profiler shows all of it as "(program)".
   */
  kinds: { what: string; ms: number }[];
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

interface Samples {
  at: number[];
  weight: number[];
  node: number[];
  nodes: Map<number, ProfileNode>;
}

const LONG_US = 50_000;

/** The renderer main thread that ran the most: the page's, not an about:blank's. */
function mainThread(events: TraceEvent[]): { pid: number; tid: number } | undefined {
  const mains = events.filter((e) => e.ph === 'M' && e.args?.name === 'CrRendererMain');
  let best: { pid: number; tid: number; busy: number } | undefined;
  for (const m of mains) {
    const busy = events
      .filter((e) => e.name === 'RunTask' && e.pid === m.pid && e.tid === m.tid)
      .reduce((sum, e) => sum + (e.dur ?? 0), 0);
    if (!best || busy > best.busy) best = { pid: m.pid, tid: m.tid, busy };
  }
  return best;
}

/** The main thread's profile: nodes from every chunk, samples with their times (µs). */
function samplesOf(events: TraceEvent[], pid: number, tid: number): Samples {
  const profiles = events.filter((e) => e.name === 'Profile' && e.pid === pid);
  const profile = profiles.find((p) => p.tid === tid) ?? profiles[0];
  const result: Samples = { at: [], weight: [], node: [], nodes: new Map() };
  if (!profile) return result;
  let time = Number(profile.args?.data?.startTime ?? 0);
  for (const chunk of events.filter((e) => e.name === 'ProfileChunk' && e.id === profile.id)) {
    const data = chunk.args?.data as
      | { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] }
      | undefined;
    for (const node of data?.cpuProfile?.nodes ?? []) result.nodes.set(node.id, node);
    const samples = data?.cpuProfile?.samples ?? [];
    const deltas = data?.timeDeltas ?? [];
    samples.forEach((node, i) => {
      const delta = deltas[i] ?? 0;
      time += delta;
      result.at.push(time);
      result.weight.push(delta);
      result.node.push(node);
    });
  }
  return result;
}

function shortUrl(url: string): string {
  if (!url) return '';
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}

/** The nearest frame with a script, from a sample's own frame up its callers. */
function scriptOf(samples: Samples, id: number): string {
  for (let node = samples.nodes.get(id); node; node = samples.nodes.get(node.parent ?? -1)) {
    if (node.callFrame.url) return shortUrl(node.callFrame.url);
  }
  return samples.nodes.get(id)?.callFrame.functionName ?? '(unknown)';
}

/** Self time within [start, end) by `key`, the four largest first. */
function costs(
  samples: Samples,
  start: number,
  end: number,
  key: (id: number, frame: ProfileNode['callFrame']) => string,
): LongTask['top'] {
  const sums = new Map<string, number>();
  samples.at.forEach((at, i) => {
    const id = samples.node[i] ?? -1;
    const frame = samples.nodes.get(id)?.callFrame;
    if (at < start || at >= end || !frame || frame.functionName === '(idle)') return;
    const what = key(id, frame);
    sums.set(what, (sums.get(what) ?? 0) + (samples.weight[i] ?? 0) / 1000);
  });
  return [...sums]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([what, ms]) => ({ what, ms }));
}

const functionKey = (_: number, frame: ProfileNode['callFrame']) =>
  `${frame.functionName || '(anonymous)'}${frame.url ? ` ${shortUrl(frame.url)}:${frame.lineNumber + 1}` : ''}`;

/** Trace events of the renderer's work that V8's profiler cannot see into, by plain name. */
const KINDS: Record<string, string> = {
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  ParseHTML: 'HTML parsing',
  ParseAuthorStyleSheet: 'CSS parsing',
  'v8.compile': 'compiling',
  'v8.compileModule': 'compiling',
  'V8.CompileCode': 'compiling',
  PrePaint: 'painting',
  Paint: 'painting',
  Layerize: 'painting',
  MajorGC: 'GC',
  MinorGC: 'GC',
  'V8.GC_SCAVENGER': 'GC',
  'V8.GC_MARK_COMPACTOR': 'GC',
};

/** Time by kind within [start, end): each event counted once, not again inside another. */
function kindsWithin(events: TraceEvent[], start: number, end: number): LongTask['kinds'] {
  const sums = new Map<string, number>();
  let coveredUntil = -Infinity;
  for (const e of events) {
    if (e.ts < start || e.ts >= end || e.ts < coveredUntil) continue;
    const kind = KINDS[e.name];
    if (!kind || e.dur === undefined) continue;
    coveredUntil = e.ts + e.dur;
    sums.set(kind, (sums.get(kind) ?? 0) + e.dur / 1000);
  }
  return [...sums]
    .sort((a, b) => b[1] - a[1])
    .filter(([, ms]) => ms >= 1)
    .map(([what, ms]) => ({ what, ms }));
}

export function longTasksOf(events: TraceEvent[]): LongTask[] {
  const main = mainThread(events);
  if (!main) return [];
  const { pid, tid } = main;
  const onPage = (e: TraceEvent) => e.pid === pid;
  const navigation = events.find(
    (e) =>
      onPage(e) &&
      e.name === 'navigationStart' &&
      String(e.args?.data?.documentLoaderURL ?? '').startsWith('http'),
  );
  const paint = events.find((e) => onPage(e) && e.name === 'firstContentfulPaint');
  // A trace started after the page loaded counts from the main thread's first task.
  const origin =
    navigation?.ts ??
    Math.min(...events.filter((e) => e.name === 'RunTask' && e.tid === tid).map((e) => e.ts));
  const samples = samplesOf(events, pid, tid);
  const onThread = events
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X')
    .sort((a, b) => a.ts - b.ts);
  return events
    .filter(
      (e) =>
        e.name === 'RunTask' &&
        e.pid === pid &&
        e.tid === tid &&
        (e.dur ?? 0) > LONG_US &&
        e.ts >= origin,
    )
    .sort((a, b) => a.ts - b.ts)
    .map((e) => ({
      at: (e.ts - origin) / 1000,
      ms: (e.dur ?? 0) / 1000,
      afterPaint: paint ? e.ts >= paint.ts : true,
      top: costs(samples, e.ts, e.ts + (e.dur ?? 0), functionKey),
      scripts: costs(samples, e.ts, e.ts + (e.dur ?? 0), (id) => scriptOf(samples, id)),
      kinds: kindsWithin(onThread, e.ts, e.ts + (e.dur ?? 0)),
    }));
}
