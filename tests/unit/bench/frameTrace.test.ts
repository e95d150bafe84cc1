// The form bench's trace breakdown (tests/bench/support/frameTrace.ts) on a hand-made trace: one timed
// keystroke whose key events, frame and a task after the frame are on the renderer's main thread.
import { describe, expect, it } from 'vitest';
import { keystrokeTraces, type TraceEvent } from '../../bench/support/frameTrace';

const main = { pid: 1, tid: 7 };
const x = (name: string, ts: number, dur: number, args?: Record<string, unknown>): TraceEvent => ({
  ...main,
  ph: 'X',
  name,
  ts,
  dur,
  args,
});

const events: TraceEvent[] = [
  { ...main, ph: 'M', name: 'thread_name', ts: 0, args: { name: 'CrRendererMain' } },
  { pid: 1, tid: 9, ph: 'M', name: 'thread_name', ts: 0, args: { name: 'Compositor' } },
  { ...main, ph: 'b', name: 'keystroke', cat: 'blink.user_timing', ts: 1000, id: '1' },
  { ...main, ph: 'e', name: 'keystroke', cat: 'blink.user_timing', ts: 9000, id: '1' },
  // The key: 3 ms of task, of it 2 ms dispatch, of that 0.5 ms script and 1 ms forced layout.
  x('RunTask', 900, 3100),
  x('EventDispatch', 1000, 2000),
  x('FunctionCall', 1100, 500),
  x('Layout', 1700, 1000),
  // The frame: 1 ms paint, 1 ms commit; then a task after the frame, before the page's own.
  x('RunTask', 5000, 2000),
  x('Paint', 5000, 1000),
  x('Commit', 6000, 1000),
  x('RunTask', 7500, 1000),
  // Another thread's work does not count.
  { pid: 1, tid: 9, ph: 'X', name: 'Layout', ts: 1000, dur: 5000 },
];

describe('keystrokeTraces', () => {
  it('splits the time to the painted frame by part, and tells what came after it', () => {
    const [row] = keystrokeTraces(events);
    expect(row.measured).toBe(8);
    expect(row.painted).toBe(6);
    expect(row.parts).toMatchObject({
      script: 0.5,
      'input & editing': 0.5,
      layout: 1,
      paint: 1,
      commit: 1,
      'other tasks': 1,
      idle: 1,
      'after paint': 2,
    });
  });

  it('has no rows without keystroke measures', () => {
    expect(keystrokeTraces(events.filter((e) => e.name !== 'keystroke'))).toEqual([]);
  });
});
