// Where a keystroke's time to the next paint goes, from a Chromium performance trace (CDP Tracing,
// the events DevTools' Performance panel records). The bench page marks each timed keystroke with a
// user-timing measure `keystroke` (keydown to the task after the next frame); within it, the
// renderer's main thread is split by what it runs (exclusive time of nested events), and the frame
// the keystroke is painted in is the first one committed after the keydown. JavaScript is further
// split by the script (bundle chunk) on top of the stack in V8's CPU profile samples.
import type { CDPSession } from 'playwright-core';

export const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
  'toplevel',
  'disabled-by-default-v8.cpu_profiler',
];

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  cat?: string;
  id?: string;
  args?: Record<string, unknown>;
}

/** Runs `body` with tracing on; returns the trace events. */
export async function traced(cdp: CDPSession, body: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as TraceEvent[])));
  const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { includedCategories: TRACE_CATEGORIES },
  });
  await body();
  await cdp.send('Tracing.end');
  await complete;
  return events;
}

/** Trace event name -> the part of the work it is (its exclusive time). */
const PART: Record<string, string> = {
  FunctionCall: 'script',
  EvaluateScript: 'script',
  TimerFire: 'script',
  FireAnimationFrame: 'script',
  EventDispatch: 'input & editing',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  UpdateLayer: 'paint',
  Commit: 'commit',
  'IntersectionObserverController::computeIntersections': 'intersection observers',
  HitTest: 'hit test',
};

export const PARTS = [
  'script',
  'input & editing',
  'style',
  'layout',
  'paint',
  'commit',
  'intersection observers',
  'hit test',
  'other tasks',
  'idle',
] as const;

export interface KeystrokeTrace {
  /** The page's own figure: keydown to the task after the next frame. */
  measured: number;
  /** Keydown to the end of the commit of the first frame after it (the frame that shows the key). */
  painted: number;
  /** Ms by part, up to the painted frame; `after paint` is measured - painted (tasks run before the
   *  page's end-of-frame task, the frame already painted). */
  parts: Record<string, number>;
  /** Ms of JavaScript by script file (chunk), from CPU profile samples, up to the painted frame. */
  scripts: Record<string, number>;
}

interface Span {
  start: number;
  end: number;
  name: string;
}

/** Exclusive time by part of the spans (nested by time, as traced on one thread) within [from, to]. */
function exclusiveParts(spans: readonly Span[], from: number, to: number): Record<string, number> {
  const out: Record<string, number> = {};
  const clip = (a: number, b: number) => Math.max(0, Math.min(b, to) - Math.max(a, from));
  const add = (span: Span, ms: number) => {
    const part = PART[span.name] ?? 'other tasks';
    out[part] = (out[part] ?? 0) + ms;
  };
  const stack: Span[] = [];
  let busy = 0;
  for (const span of spans) {
    if (span.end <= from || span.start >= to) continue;
    while (stack.length && stack[stack.length - 1].end <= span.start) stack.pop();
    const parent = stack[stack.length - 1];
    const own = clip(span.start, span.end);
    if (parent) add(parent, -clip(span.start, Math.min(span.end, parent.end)));
    else busy += own;
    add(span, own);
    stack.push(span);
  }
  out.idle = to - from - busy;
  return out;
}

const chunkOf = (url: string) => (url.split('/').pop() ?? '').replace(/-[\w-]{8}\.js$/, '') || '(browser)';

/** One row per `keystroke` measure in the trace (µs in the trace, ms out). */
export function keystrokeTraces(events: readonly TraceEvent[]): KeystrokeTrace[] {
  const measures = events.filter((e) => e.name === 'keystroke' && e.cat?.includes('user_timing'));
  const starts = measures.filter((e) => e.ph === 'b').map((e) => e.ts).sort((a, b) => a - b);
  const ends = measures.filter((e) => e.ph === 'e').map((e) => e.ts).sort((a, b) => a - b);
  if (!starts.length) return [];
  const pid = measures[0].pid;
  const main = events.find(
    (e) => e.pid === pid && e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
  )?.tid;
  const spans: Span[] = events
    .filter((e) => e.pid === pid && e.tid === main && e.ph === 'X' && e.dur !== undefined)
    .map((e) => ({ start: e.ts, end: e.ts + (e.dur ?? 0), name: e.name }))
    .sort((a, b) => a.start - b.start || b.end - a.end);
  const commits = spans.filter((s) => s.name === 'Commit');
  const samples = profileSamples(events, pid);
  return starts.map((start, i) => {
    const end = ends[i] ?? start;
    const painted = Math.min(commits.find((c) => c.start > start)?.end ?? end, end);
    const parts = exclusiveParts(spans, start, painted);
    parts['after paint'] = end - painted;
    const scripts: Record<string, number> = {};
    for (const s of samples) {
      if (s.ts < start || s.ts >= painted || !s.url) continue;
      scripts[chunkOf(s.url)] = (scripts[chunkOf(s.url)] ?? 0) + s.dur;
    }
    const ms = (o: Record<string, number>) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, v / 1000]));
    return { measured: (end - start) / 1000, painted: (painted - start) / 1000, parts: ms(parts), scripts: ms(scripts) };
  });
}

interface ProfileNode {
  id: number;
  callFrame: { url?: string; functionName?: string };
}

/** V8 CPU profile samples of the process: time, the script on top of the stack, the time it stands for. */
function profileSamples(events: readonly TraceEvent[], pid: number) {
  const nodes = new Map<number, ProfileNode>();
  const clock = new Map<string, number>();
  for (const e of events)
    if (e.pid === pid && e.name === 'Profile' && e.id !== undefined)
      clock.set(e.id, (e.args?.data as { startTime: number }).startTime);
  const out: { ts: number; url: string; dur: number }[] = [];
  for (const e of events) {
    if (e.pid !== pid || e.name !== 'ProfileChunk' || e.id === undefined) continue;
    const data = e.args?.data as {
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    let t = clock.get(e.id) ?? 0;
    const deltas = data.timeDeltas ?? [];
    (data.cpuProfile?.samples ?? []).forEach((id, i) => {
      t += deltas[i] ?? 0;
      out.push({ ts: t, url: nodes.get(id)?.callFrame.url ?? '', dur: 0 });
    });
    clock.set(e.id, t);
  }
  out.sort((a, b) => a.ts - b.ts);
  // Each sample stands for the time until the next one.
  for (let i = 0; i < out.length - 1; i++) out[i].dur = out[i + 1].ts - out[i].ts;
  return out;
}
