import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { prepareTrace } from './lighthouse-trace';

const BROWSER = 1;
const RENDERER = 7;
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A single-process Chromium's trace as Lighthouse saves it: the browser's thread and the in-process renderer's. */
function savedTrace(events: object[]) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-trace-test-'));
  dirs.push(dir);
  const file = path.join(dir, 'defaultPass.trace.json');
  fs.writeFileSync(file, JSON.stringify({ traceEvents: events, metadata: { kept: true } }));
  return { dir, read: () => JSON.parse(fs.readFileSync(file, 'utf8')) };
}

const threadName = (tid: number, name: string) => ({
  ph: 'M',
  name: 'thread_name',
  pid: 1,
  tid,
  ts: 0,
  args: { name },
});
const task = (tid: number, name: string, ts: number, dur: number) => ({
  ph: 'X',
  name,
  pid: 1,
  tid,
  ts,
  dur,
  args: {},
});

test('the renderer thread is named as the page thread, and only the task holding the DevTools attach is taken out', () => {
  const trace = savedTrace([
    threadName(BROWSER, 'CrBrowserMain'),
    threadName(RENDERER, 'Chrome_InProcRendererThread'),
    task(BROWSER, 'RunTask', 1_000, 20_000),
    task(RENDERER, 'RunTask', 10_000, 40_000),
    task(RENDERER, 'Agent::AttachDevToolsSession', 10_050, 39_000),
    task(RENDERER, 'Agent::AttachDevToolsSessionImpl', 10_100, 38_900),
    task(RENDERER, 'RunTask', 60_000, 15_000),
    task(RENDERER, 'ParseHTML', 60_100, 14_000),
  ]);

  const prepared = prepareTrace(trace.dir);

  expect(prepared).toEqual({ pageThreadFound: true, removedAttachMs: [40] });
  const saved = trace.read();
  expect(saved.metadata).toEqual({ kept: true });
  const names = saved.traceEvents
    .filter((e: { ph: string }) => e.ph === 'M')
    .map((e: { args: { name: string } }) => e.args.name);
  expect(names).toEqual(['CrBrowserMain', 'CrRendererMain']);
  const left = saved.traceEvents
    .filter((e: { ph: string }) => e.ph === 'X')
    .map((e: { tid: number; name: string; ts: number }) => `${e.tid} ${e.name} ${e.ts}`);
  expect(left).toEqual([
    `${BROWSER} RunTask 1000`,
    `${RENDERER} RunTask 60000`,
    `${RENDERER} ParseHTML 60100`,
  ]);
});

test('a trace without an in-process renderer is reported and left as it was', () => {
  const events = [
    threadName(BROWSER, 'CrBrowserMain'),
    threadName(2, 'CrRendererMain'),
    task(2, 'RunTask', 0, 5),
  ];
  const trace = savedTrace(events);

  expect(prepareTrace(trace.dir)).toEqual({ pageThreadFound: false, removedAttachMs: [] });
  expect(trace.read().traceEvents).toEqual(events);
});

test('a run that recorded no trace (accessibility alone) has nothing to prepare', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-trace-test-'));
  dirs.push(dir);
  expect(prepareTrace(dir)).toBeNull();
});
