// Notifications: at most one visible, so announcements never pile up; a new one replaces it, each
// shown for 5000 ms, and a dismissed one is dropped from memory after 1,000,000 ms.

const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const SWIPE_THRESHOLD_PX = 50;

type ToastVariant = 'default' | 'destructive';
export type ToastInput = { title: string; description?: string; variant?: ToastVariant };
export type Toast = ToastInput & { id: number; open: boolean };

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const removalTimers = new Map<number, ReturnType<typeof setTimeout>>();

function emit() {
  for (const listener of listeners) listener();
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const getToasts = () => toasts;

export function dismissToast(id: number): void {
  toasts = toasts.map((t) => (t.id === id ? { ...t, open: false } : t));
  if (!removalTimers.has(id)) {
    removalTimers.set(
      id,
      setTimeout(() => {
        removalTimers.delete(id);
        toasts = toasts.filter((t) => t.id !== id);
        emit();
      }, TOAST_REMOVE_DELAY_MS),
    );
  }
  emit();
}

/** Shows a notification, replacing whatever is showing. */
export function toast(input: ToastInput): number {
  const id = nextId++;
  for (const t of toasts) if (t.open) dismissToast(t.id);
  toasts = [{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT + 1);
  emit();
  return id;
}

/** Test hook: forget every notification and timer. */
export function resetToasts(): void {
  for (const timer of removalTimers.values()) clearTimeout(timer);
  removalTimers.clear();
  toasts = [];
  emit();
}
