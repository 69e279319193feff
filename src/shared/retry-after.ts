/** "in 45 seconds", "in 1 minute", "in 8 minutes": a Retry-After in words, rounded up to whole minutes past one. */
export function retryAfterInWords(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return `in ${whole} second${whole === 1 ? '' : 's'}`;
  const minutes = Math.ceil(whole / 60);
  return `in ${minutes} minute${minutes === 1 ? '' : 's'}`;
}
