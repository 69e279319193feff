type Slot<V> = { value: V; bytes: number; reads: number };

/** Entries in least recently used order (a Map keeps insertion order), with their bytes counted. */
class Segment<V> {
  readonly slots = new Map<string, Slot<V>>();
  bytes = 0;

  add(key: string, slot: Slot<V>) {
    this.slots.set(key, slot);
    this.bytes += slot.bytes;
  }

  remove(key: string): Slot<V> | undefined {
    const slot = this.slots.get(key);
    if (slot) {
      this.slots.delete(key);
      this.bytes -= slot.bytes;
    }
    return slot;
  }

  oldest(): [string, Slot<V>] | undefined {
    return this.slots.entries().next().value;
  }
}

/**
 * A cache bounded in bytes that what is asked for once cannot empty (a segmented LRU with a frequency test, after
 * TinyLFU). A new entry goes to probation, a share of the bytes where the least recently used go first. Read again,
 * it moves to the protected rest, and takes the place of protected entries only while those were read less often
 * than it; one that is not let in stays in probation. Protected entries pushed out go back to probation, so a
 * flood of one-off entries, or of entries asked for a few times, only ever churns probation.
 */
export class SegmentedLru<V> {
  private readonly probation = new Segment<V>();
  private readonly kept = new Segment<V>();
  private readonly keptLimit: number;

  constructor(
    private readonly limits: { bytes: number; probationBytes: number },
    private readonly sizeOf: (value: V) => number,
  ) {
    this.keptLimit = limits.bytes - limits.probationBytes;
  }

  get size() {
    return this.probation.slots.size + this.kept.slots.size;
  }

  get bytes() {
    return this.probation.bytes + this.kept.bytes;
  }

  /** The entry, counted as read: it becomes the most recently used, and may move out of probation. */
  get(key: string): V | undefined {
    const kept = this.kept.remove(key);
    if (kept) {
      kept.reads++;
      this.kept.add(key, kept);
      return kept.value;
    }
    const trial = this.probation.remove(key);
    if (!trial) return undefined;
    trial.reads++;
    if (this.makeRoomFor(trial)) this.kept.add(key, trial);
    else this.probation.add(key, trial);
    this.trimProbation();
    return trial.value;
  }

  /** Stores an entry (in probation, or where the one it replaces was, with its reads). */
  set(key: string, value: V) {
    const previous = this.kept.remove(key);
    const replaced = previous ?? this.probation.remove(key);
    const slot = { value, bytes: this.sizeOf(value), reads: replaced?.reads ?? 0 };
    (previous ? this.kept : this.probation).add(key, slot);
    this.trim();
  }

  /** Counts an entry's bytes again, after its value grew or shrank. */
  resized(key: string) {
    const segment = this.kept.slots.has(key) ? this.kept : this.probation;
    const slot = segment.remove(key);
    if (!slot) return;
    slot.bytes = this.sizeOf(slot.value);
    segment.add(key, slot);
    this.trim();
  }

  clear() {
    for (const segment of [this.probation, this.kept]) {
      segment.slots.clear();
      segment.bytes = 0;
    }
  }

  /** Whether the protected segment has room for the slot, once entries read less often than it are moved out. */
  private makeRoomFor(slot: Slot<V>): boolean {
    if (slot.bytes > this.keptLimit) return false;
    while (this.kept.bytes + slot.bytes > this.keptLimit) {
      const [key, victim] = this.kept.oldest() ?? [];
      if (key === undefined || victim === undefined || victim.reads >= slot.reads) return false;
      this.kept.remove(key);
      this.probation.add(key, victim);
    }
    return true;
  }

  private trim() {
    while (this.kept.bytes > this.keptLimit) {
      const [key, oldest] = this.kept.oldest() ?? [];
      if (key === undefined || oldest === undefined) break;
      this.kept.remove(key);
      this.probation.add(key, oldest);
    }
    this.trimProbation();
  }

  private trimProbation() {
    while (this.probation.bytes > this.limits.probationBytes) {
      const [key] = this.probation.oldest() ?? [];
      if (key === undefined) break;
      this.probation.remove(key);
    }
  }
}
