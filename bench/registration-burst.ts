import { adminHeaders } from './admin-session';
import { cpuMs, postgresCpuMs, untilIdle } from './processes';
import { median, percentile } from './statistics';

const BURST = 500;
/** Every tenth visitor submits twice at the same moment: the second must be refused as a duplicate. */
const DUPLICATE_EVERY = 10;
/**
 * Measured bursts per target; the reported figures are medians, so one disturbed round does not decide them.
 * BENCH_BURST_ROUNDS sets another number, to compare two versions on a noisy host.
 */
const ROUNDS = Math.max(1, Math.trunc(Number(process.env.BENCH_BURST_ROUNDS)) || 5);
/**
 * Unmeasured bursts before the measured ones. V8 optimises a function only once it has run often enough, and a
 * sign-up passes through hundreds (routing, hooks, validation, the driver, the answer): after one burst it was
 * still optimising 450 a burst, after six 60-80, and the app's processor time per burst fell from 300-340 ms to
 * 120-160 on the same host (docs/architecture.md, "Performance budgets"). The budgets are for a server that has
 * been up, as at a festival; the warm-up bursts' own figures are printed too.
 */
export const WARM_UP_BURSTS = 6;

type Outcome = { status: number; ms: number };

/**
 * 500 visitors (each from its own address, as seen through a trusted proxy) register for one event at once;
 * every tenth submits twice at the same moment. Answers each request's status and latency. Each round's
 * visitors have their own addresses, so rounds do not collide.
 */
async function fireBurst(baseUrl: string, eventId: string, round: number): Promise<Outcome[]> {
  const submit = async (i: number): Promise<Outcome> => {
    const started = performance.now();
    const res = await fetch(`${baseUrl}/api/registrations`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Requested-With': 'XMLHttpRequest',
        'X-Forwarded-For': `10.${round}.${(i >> 8) & 255}.${i & 255}`,
      },
      body: JSON.stringify({
        eventId,
        fullName: `Burst Visitor ${i}`,
        email: `Burst.Visitor.${round}.${i}@Example.org`,
        phone: '',
        guestCount: 1 + (i % 4),
        selectedActivities: [],
        activityResponses: [],
      }),
    });
    await res.arrayBuffer();
    return { status: res.status, ms: performance.now() - started };
  };
  const jobs: Promise<Outcome>[] = [];
  for (let i = 0; i < BURST; i++) {
    jobs.push(submit(i));
    if (i % DUPLICATE_EVERY === 0) jobs.push(submit(i));
  }
  return Promise.all(jobs);
}

/**
 * Runs `work`, answering its result and the processor time spent meanwhile as `readCpu` reads it (null when
 * there is nothing to read: no process).
 */
async function withCpuOf<T>(readCpu: () => number | null, work: () => Promise<T>) {
  const before = readCpu();
  const result = await work();
  const after = readCpu();
  return { result, cpu: before !== null && after !== null ? after - before : null };
}

/** Reads a process's processor time so far, or nothing without a process. */
const cpuOf = (pid: number | undefined) => () => (pid ? cpuMs(pid) : null);

/** Runs `work`, answering its result and how long it took from start to end. */
async function timed<T>(work: () => Promise<T>) {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
}

/** This process's processor time so far: the load generator's (the requests are made and read here). */
const clientCpu = () => cpuMs(process.pid);

/**
 * The least time two cores can do a burst's work in: the work of the client, the app and the database spread
 * evenly over both, and never less than the client's own (it runs on one thread). A burst cannot be answered
 * sooner than this however its requests are scheduled: set against the burst's wall time, it shows how much of a
 * miss is the work itself and how much the order it is done in.
 */
const twoCoreBound = (client: number, app: number | null, database: number | null) =>
  app === null ? null : Math.max(client, (client + app + (database ?? 0)) / 2);

/** The median, or '-' when a round had no figure (no process to read it from). */
const medianOrDash = (values: (number | null)[]) =>
  values.some((v) => v === null) ? '-' : median(values.map((v) => v ?? 0));

const percentileOf = (results: Outcome[], p: number) =>
  Math.round(
    percentile(
      results.map((r) => r.ms),
      p,
    ),
  );

/**
 * The burst against the app, in rounds: checks that every registration is stored exactly once and duplicates
 * get 409, and reports the latency percentiles next to those of the same burst against the bare hello-world
 * server fired just before (`floor p99`): on a small machine the client's own 550 connections can cost more
 * than the budget by themselves. Unmeasured bursts warm the server and the hello world up first
 * (WARM_UP_BURSTS), as the reads are warmed up; the server's are checked like the others. Each burst starts once the app is idle again, so the mail
 * the previous one queued is not sent during it.
 */
export async function registrationBurst(
  baseUrl: string,
  adminPassword: string,
  helloUrl: string,
  appPid: number | undefined,
  options: {
    /** With a capacity, each burst goes to a new event of that many places: most parties end up waitlisted. */
    capacity?: number;
    /** The hello world's process: its processor time for the same burst is the floor's. */
    helloPid?: number;
    /** The app's database is a PostgreSQL server on this machine: its processes' time for a burst is printed too. */
    postgresServer?: boolean;
  } = {},
) {
  const headers = await adminHeaders(baseUrl, adminPassword);
  const events = (await (await fetch(`${baseUrl}/api/events`)).json()) as {
    id: string;
    registrationOpen: boolean;
  }[];
  const shared = events.find((e) => e.registrationOpen);
  if (!shared) throw new Error('no event open for registration');
  /** A new event for one burst: with the scenario's capacity, if any. */
  const newEvent = async (round: number) => {
    const res = await fetch(`${baseUrl}/api/admin/events`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        title: `Bench capacity ${round} ${Date.now()}`,
        date: '2030-06-15',
        venue: 'Community Hall',
        address: '1 Main St',
        ...(options.capacity === undefined ? {} : { capacity: options.capacity }),
      }),
    });
    if (!res.ok) throw new Error(`could not create an event: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { id: string }).id;
  };
  const eventFor = (round: number) =>
    options.capacity === undefined ? Promise.resolve(shared.id) : newEvent(round);
  const eventIds = new Set<string>();

  const rounds: {
    floor: number;
    floorCpu: number | null;
    p50: number;
    p99: number;
    max: number;
    cpu: number | null;
    databaseCpu: number | null;
    wall: number;
    floorWall: number;
    clientCpu: number;
    floorClientCpu: number;
    bound: number | null;
  }[] = [];
  const statuses: number[] = [];
  // Warm-up bursts go to events of their own (an event takes so many sign-ups in ten minutes), and their
  // visitors have round numbers after the measured ones'.
  const warmUpCpu: (number | null)[] = [];
  for (let warmUp = 0; warmUp < WARM_UP_BURSTS; warmUp++) {
    const round = ROUNDS + warmUp;
    const eventId = await newEvent(round);
    eventIds.add(eventId);
    // The floor is warmed alike: run alone, this scenario would otherwise compare a warm app with a hello world
    // still optimising (its processor time for a burst 100-170 ms cold, 40 ms warm).
    await fireBurst(helloUrl, eventId, round);
    await untilIdle(appPid);
    const { result, cpu } = await withCpuOf(cpuOf(appPid), () => fireBurst(baseUrl, eventId, round));
    statuses.push(...result.map((r) => r.status));
    warmUpCpu.push(cpu);
  }
  for (let round = 0; round < ROUNDS; round++) {
    const eventId = await eventFor(round);
    eventIds.add(eventId);
    await untilIdle(appPid);
    const {
      result: { result: floorTimed, cpu: floorCpu },
      cpu: floorClientCpu,
    } = await withCpuOf(clientCpu, () =>
      withCpuOf(cpuOf(options.helloPid), () => timed(() => fireBurst(helloUrl, eventId, round))),
    );
    // The app's own processor time while it answers a burst: unlike latency, it hardly depends on what else the
    // machine is doing, so it compares two versions fairly on a busy machine (the mail a burst queues is sent after);
    // on PostgreSQL the database server's too.
    const {
      result: {
        result: { result: burstTimed, cpu },
        cpu: databaseCpu,
      },
      cpu: burstClientCpu,
    } = await withCpuOf(clientCpu, () =>
      withCpuOf(
        () => (options.postgresServer ? postgresCpuMs() : null),
        () => withCpuOf(cpuOf(appPid), () => timed(() => fireBurst(baseUrl, eventId, round))),
      ),
    );
    const results = burstTimed.result;
    statuses.push(...results.map((r) => r.status));
    const client = burstClientCpu ?? 0;
    rounds.push({
      wall: burstTimed.ms,
      floorWall: floorTimed.ms,
      cpu,
      databaseCpu,
      clientCpu: client,
      floorClientCpu: floorClientCpu ?? 0,
      bound: twoCoreBound(client, cpu, databaseCpu),
      floor: percentileOf(floorTimed.result, 99),
      floorCpu,
      p50: percentileOf(results, 50),
      p99: percentileOf(results, 99),
      max: percentileOf(results, 100),
    });
  }
  const created = statuses.filter((s) => s === 201).length;
  const conflicts = statuses.filter((s) => s === 409).length;
  const other = statuses.filter((s) => s !== 201 && s !== 409);

  type Stored = { email: string; guestCount: number; status: string };
  const burstRows: Stored[] = [];
  // Never over capacity, and no place left empty while a party that fits is waiting.
  let placesKept = true;
  for (const eventId of eventIds) {
    const stored = (await (
      await fetch(`${baseUrl}/api/admin/events/${eventId}/registrations`, { headers })
    ).json()) as Stored[];
    const ours = stored.filter((r) => r.email.toLowerCase().startsWith('burst.visitor.'));
    burstRows.push(...ours);
    if (options.capacity === undefined) continue;
    const confirmed = ours.filter((r) => r.status === 'confirmed').reduce((sum, r) => sum + r.guestCount, 0);
    const left = options.capacity - confirmed;
    const attendance = (await (
      await fetch(`${baseUrl}/api/admin/events/${eventId}/attendance`, { headers })
    ).json()) as { confirmedPeople: number };
    if (
      left < 0 ||
      attendance.confirmedPeople !== confirmed ||
      ours.some((r) => r.status === 'waitlisted' && r.guestCount <= left)
    )
      placesKept = false;
  }
  const distinct = new Set(burstRows.map((r) => r.email.toLowerCase())).size;

  const expected = BURST * (ROUNDS + WARM_UP_BURSTS);
  return {
    requests: statuses.length,
    created,
    conflicts,
    otherStatuses: [...new Set(other)].join(',') || '-',
    stored: burstRows.length,
    'p50 ms': median(rounds.map((r) => r.p50)),
    'p99 ms': median(rounds.map((r) => r.p99)),
    'max ms': median(rounds.map((r) => r.max)),
    'floor p99 ms': median(rounds.map((r) => r.floor)),
    'p99 over floor ms': median(rounds.map((r) => r.p99 - r.floor)),
    'app CPU ms': medianOrDash(rounds.map((r) => r.cpu)),
    // What the same burst costs the bare hello world: the part of the app's time no server can avoid.
    'floor CPU ms': medianOrDash(rounds.map((r) => r.floorCpu)),
    // PostgreSQL's share of the same two cores (its server processes, while the app answers the burst).
    ...(options.postgresServer ? { 'db CPU ms': medianOrDash(rounds.map((r) => r.databaseCpu)) } : {}),
    // The load generator's processor time for each burst, how much longer the app's burst took than the hello
    // world's, and the least that the three processes' processor time allows on two cores (see twoCoreBound).
    'client CPU ms': median(rounds.map((r) => r.clientCpu)),
    'floor client CPU ms': median(rounds.map((r) => r.floorClientCpu)),
    'wall over floor ms': median(rounds.map((r) => Math.round(r.wall - r.floorWall))),
    'two-core least wall over floor ms': medianOrDash(
      rounds.map((r) => (r.bound === null ? null : Math.round(r.bound - r.floorWall))),
    ),
    // The warm-up bursts' processor time, first to last: what the same bursts cost a server just started.
    'warm-up app CPU ms': warmUpCpu.map((cpu) => cpu ?? '-').join(' '),
    // Round by round, so one disturbed round shows.
    'p99 over floor / app CPU (/ db CPU) per round': rounds
      .map((r) =>
        [r.p99 - r.floor, r.cpu ?? '-', ...(options.postgresServer ? [r.databaseCpu ?? '-'] : [])].join('/'),
      )
      .join(' '),
    ...(options.capacity === undefined
      ? {}
      : {
          confirmed: burstRows.filter((r) => r.status === 'confirmed').length,
          waitlisted: burstRows.filter((r) => r.status === 'waitlisted').length,
          neverOverCapacity: placesKept,
        }),
    exactlyOnce:
      created === expected &&
      conflicts === statuses.length - expected &&
      other.length === 0 &&
      burstRows.length === expected &&
      distinct === expected,
  };
}
