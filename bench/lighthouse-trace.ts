import fs from 'node:fs';
import path from 'node:path';

// The trace a Lighthouse run gathered, made to show the page's own work before it is audited
// (docs/architecture.md, "Performance budgets").
//
// Chromium started with --single-process runs the page on its in-process renderer thread,
// `Chrome_InProcRendererThread`. Lighthouse takes the page's main thread to be the one named `CrRendererMain` and,
// when there is none, falls back to the browser's own main thread: it would measure the browser's bookkeeping
// (network responses, metrics) and none of the page's parsing, layout or script. The renderer thread is named as
// Lighthouse expects it.
//
// On that thread, the first task after the navigation is Lighthouse's own DevTools session attaching to the new
// document (re-enabling its debugger walks the whole script heap): 8 to 55 ms here, swinging between runs of the
// same page, four times over in the simulation. A visitor's browser never runs it, so that task is removed.

/** What Lighthouse saved of one run (gatherMode) and now reads back for the audit (auditMode). */
const TRACE_FILE = 'defaultPass.trace.json';
const RENDERER_THREAD = 'Chrome_InProcRendererThread';
const PAGE_THREAD = 'CrRendererMain';
const DEVTOOLS_ATTACH = 'Agent::AttachDevToolsSession';

/** The trace categories the removal needs besides Lighthouse's own: the attach is recorded under `devtools`. */
export const EXTRA_TRACE_CATEGORIES = 'devtools';

type TraceEvent = {
  ph: string;
  name: string;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string };
};
type Trace = TraceEvent[] | { traceEvents: TraceEvent[] };

export type PreparedTrace = {
  /** The in-process renderer was found and named as the page's thread. */
  pageThreadFound: boolean;
  /** How long each removed DevTools attach task took, in milliseconds. */
  removedAttachMs: number[];
};

/**
 * Rewrites the saved trace in `artifactsDir` so that Lighthouse audits the page's thread without its own attach;
 * null when the run recorded no trace.
 */
export function prepareTrace(artifactsDir: string): PreparedTrace | null {
  const file = path.join(artifactsDir, TRACE_FILE);
  // A run for categories that need no trace (accessibility alone) records none.
  if (!fs.existsSync(file)) return null;
  const trace = JSON.parse(fs.readFileSync(file, 'utf8')) as Trace;
  const events = Array.isArray(trace) ? trace : trace.traceEvents;

  const rendererName = events.find(
    (e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === RENDERER_THREAD,
  );
  if (!rendererName?.args) return { pageThreadFound: false, removedAttachMs: [] };
  rendererName.args.name = PAGE_THREAD;
  const thread = rendererName.tid;

  // The thread's top-level tasks that hold an attach, and everything recorded inside them.
  const onThread = events.filter((e) => e.tid === thread && e.ph === 'X' && e.dur !== undefined);
  const attaches = onThread.filter((e) => e.name === DEVTOOLS_ATTACH);
  const attachTasks = onThread.filter(
    (task) =>
      task.name === 'RunTask' &&
      attaches.some((a) => task.ts <= a.ts && a.ts <= task.ts + (task.dur ?? 0)) &&
      // the outermost such task only
      !onThread.some(
        (outer) =>
          outer !== task &&
          outer.name === 'RunTask' &&
          outer.ts <= task.ts &&
          task.ts <= outer.ts + (outer.dur ?? 0),
      ),
  );
  const removed = new Set<TraceEvent>(
    events.filter(
      (e) =>
        e.tid === thread &&
        e.ph !== 'M' &&
        attachTasks.some((task) => task.ts <= e.ts && e.ts <= task.ts + (task.dur ?? 0)),
    ),
  );
  const kept = events.filter((e) => !removed.has(e));
  fs.writeFileSync(file, JSON.stringify(Array.isArray(trace) ? kept : { ...trace, traceEvents: kept }));
  return { pageThreadFound: true, removedAttachMs: attachTasks.map((task) => (task.dur ?? 0) / 1000) };
}
