import { createSemaphore } from '../lib/semaphore';

/** Generated pictures are drawn one at a time: a cold cache never takes every CPU core from the requests. */
export const drawingSlot = createSemaphore(1);
