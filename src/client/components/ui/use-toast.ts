import { TOAST_LIMIT } from '@shared/constants';
import type { ReactNode } from 'react';
import { useSyncExternalStore } from 'react';

export type ToastInput = {
  title: ReactNode;
  description?: ReactNode;
  variant?: 'default' | 'destructive';
};

export type ToastItem = ToastInput & { id: number; open: boolean };

// A module-level store so `toast()` works from anywhere (mutation callbacks included) without a hook.
let toasts: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};
// Radix plays its exit animation while open is false; the toast is removed right after.
const REMOVE_AFTER_CLOSE_MS = 200;

export function dismissToast(id: number): void {
  toasts = toasts.map((t) => (t.id === id ? { ...t, open: false } : t));
  emit();
  setTimeout(() => {
    toasts = toasts.filter((t) => t.id !== id);
    emit();
  }, REMOVE_AFTER_CLOSE_MS);
}

/** Shows a toast; one at a time, so a new one replaces the current one. */
export function toast(input: ToastInput): { id: number; dismiss: () => void } {
  const id = nextId++;
  toasts = [{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT);
  emit();
  return { id, dismiss: () => dismissToast(id) };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => toasts;
const getServerSnapshot = (): ToastItem[] => [];

export function useToast() {
  const items = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  return { toasts: items, toast, dismiss: dismissToast };
}
