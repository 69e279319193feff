export type ShareOutcome = 'shared' | 'cancelled' | 'copied' | 'failed';

/**
 * The Web Share API when the device has it; when it is absent or fails, copy the link instead.
 * Dismissing the share sheet (AbortError) is the visitor's choice, not a failure.
 */
export async function shareLink(data: { title: string; text?: string; url: string }): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share(data);
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    await navigator.clipboard.writeText(data.url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
