const KEY = 'aarohi.check-in.device';

/** This phone's name in the check-in records: made once, kept on the device. */
export function deviceId(): string {
  try {
    const known = localStorage.getItem(KEY);
    if (known) return known;
    const made = `door-${crypto.randomUUID().slice(0, 8)}`;
    localStorage.setItem(KEY, made);
    return made;
  } catch {
    return 'door-unnamed';
  }
}
