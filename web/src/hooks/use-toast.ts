import { type ReactNode, useSyncExternalStore } from 'react';

/** Spec part 1 §8: one toast at a time; a dismissed toast is removed from memory after 1,000,000 ms. */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  duration?: number;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

type Listener = () => void;

let toasts: ToastItem[] = [];
let nextId = 0;
const listeners = new Set<Listener>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function publish(next: ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  const timer = setTimeout(() => {
    removalTimers.delete(id);
    publish(toasts.filter((item) => item.id !== id));
  }, TOAST_REMOVE_DELAY_MS);
  removalTimers.set(id, timer);
}

/** Closes one toast, or all when no id is given; closed toasts play their exit and are removed later. */
export function dismissToast(id?: string): void {
  for (const item of toasts) if (id === undefined || item.id === id) scheduleRemoval(item.id);
  publish(toasts.map((item) => (id === undefined || item.id === id ? { ...item, open: false } : item)));
}

export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  nextId += 1;
  const id = String(nextId);
  publish([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => toasts;

export function useToast() {
  const current = useSyncExternalStore(subscribe, snapshot, snapshot);
  return { toasts: current, toast, dismiss: dismissToast };
}

/** Clears every toast and pending timer; tests call it so one test's toasts don't leak into the next. */
export function resetToasts(): void {
  for (const timer of removalTimers.values()) clearTimeout(timer);
  removalTimers.clear();
  publish([]);
}
