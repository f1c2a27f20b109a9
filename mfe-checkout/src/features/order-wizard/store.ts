/**
 * The wizard's one store: a slice per step, persisted under `orderInfo` in local storage and
 * re-validated whenever it is read, so corrupt or stale data is dropped instead of shown.
 */
import { useLayoutEffect, useSyncExternalStore } from 'react';
import { useStore } from 'zustand';
import { persist, type PersistStorage, type StorageValue } from 'zustand/middleware';
import { createStore, type StoreApi } from 'zustand/vanilla';
import {
  INITIAL_WIZARD_DATA,
  reviveWizardData,
  type DetailsSlice,
  type QuoteCarry,
  type SpecialistSlice,
  type StartSlice,
  type TaskSlice,
  type WizardData,
} from './model';

export const ORDER_STORAGE_KEY = 'orderInfo';
const STORAGE_VERSION = 1;

export interface WizardActions {
  setStart: (patch: Partial<StartSlice>) => void;
  setDetails: (patch: Partial<DetailsSlice>) => void;
  setTask: (patch: Partial<TaskSlice>) => void;
  setSpecialist: (patch: Partial<SpecialistSlice>) => void;
  /** Choices made outside the wizard (a link with a kind of work): the details step confirms them. */
  carryQuote: (quote: QuoteCarry) => void;
  /** Back to an empty wizard, after an order is saved. */
  reset: () => void;
}
export type WizardState = WizardData & WizardActions;

/** Where the data lives; local storage in the browser, a stand-in in tests or when storage is blocked. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

function safeLocalStorage(): KeyValueStorage | null {
  try {
    const storage = window.localStorage;
    storage.getItem(ORDER_STORAGE_KEY);
    return storage;
  } catch {
    // Storage can be disabled (privacy modes, sandboxed frames); the wizard then works in memory.
    return null;
  }
}

/** JSON storage that parses and re-validates on every read; anything unreadable is removed. */
export function validatingStorage(
  backing: KeyValueStorage | null,
  today: () => string | undefined = () => undefined,
): PersistStorage<WizardData> {
  return {
    getItem(name) {
      if (!backing) return null;
      const raw = backing.getItem(name);
      if (raw === null) return null;
      let json: unknown;
      try {
        json = JSON.parse(raw);
      } catch {
        backing.removeItem(name);
        return null;
      }
      const state = json && typeof json === 'object' ? (json as { state?: unknown }).state : undefined;
      const revived = reviveWizardData(state, today());
      if (!revived) {
        backing.removeItem(name);
        return null;
      }
      return { state: revived, version: STORAGE_VERSION } satisfies StorageValue<WizardData>;
    },
    setItem(name, value) {
      try {
        backing?.setItem(name, JSON.stringify(value));
      } catch {
        // Full or blocked storage: the data stays in memory for this visit.
      }
    },
    removeItem(name) {
      backing?.removeItem(name);
    },
  };
}

const dataOf = (state: WizardState): WizardData => ({
  start: state.start,
  details: state.details,
  task: state.task,
  specialist: state.specialist,
});

export type OrderStore = StoreApi<WizardState> & {
  persist: {
    rehydrate: () => Promise<void> | void;
    hasHydrated: () => boolean;
    onFinishHydration: (listener: () => void) => () => void;
  };
};

export function createOrderStore(
  backing: KeyValueStorage | null = safeLocalStorage(),
  today?: () => string,
  options: { skipHydration?: boolean } = {},
): OrderStore {
  return createStore<WizardState>()(
    persist(
      (set) => ({
        ...structuredClone(INITIAL_WIZARD_DATA),
        setStart: (patch) => set((s) => ({ start: { ...s.start, ...patch } })),
        setDetails: (patch) => set((s) => ({ details: { ...s.details, ...patch } })),
        setTask: (patch) => set((s) => ({ task: { ...s.task, ...patch } })),
        setSpecialist: (patch) => set((s) => ({ specialist: { ...s.specialist, ...patch } })),
        carryQuote: (quote) =>
          set((s) => ({
            details: {
              ...s.details,
              ...(quote.subject !== undefined ? { subject: quote.subject } : {}),
              ...(quote.assignmentType !== undefined ? { assignmentType: quote.assignmentType } : {}),
              done: false,
            },
          })),
        reset: () => set(structuredClone(INITIAL_WIZARD_DATA)),
      }),
      {
        name: ORDER_STORAGE_KEY,
        version: STORAGE_VERSION,
        storage: validatingStorage(backing, today),
        partialize: dataOf,
        // The stored data was revived (validated) by the storage; it replaces the empty slices.
        merge: (persisted, current) => ({ ...current, ...(persisted as WizardData) }),
        skipHydration: options.skipHydration ?? false,
      },
    ),
  );
}

/**
 * The store every wizard page and the quote widget share. It reads local storage only once the
 * page is hydrated (`useWizardReady`): the server has no storage, and the first render in the
 * browser must match the server's.
 */
export const orderStore = createOrderStore(undefined, undefined, { skipHydration: true });

export function useOrderStore<T>(selector: (state: WizardState) => T): T {
  return useStore(orderStore, selector);
}

const onHydrated = (listener: () => void) => orderStore.persist.onFinishHydration(listener);

/**
 * Whether the wizard's stored data has been read: false on the server and while the page hydrates,
 * true from the browser's first paint on. Parts that show stored data render a placeholder of the
 * same size until then (never a "No previous data found" that is not true).
 */
export function useWizardReady(): boolean {
  const ready = useSyncExternalStore(
    onHydrated,
    () => orderStore.persist.hasHydrated(),
    () => false,
  );
  // Before the first paint, so a page opened in the browser never shows its placeholder.
  useLayoutEffect(() => {
    if (!orderStore.persist.hasHydrated()) void orderStore.persist.rehydrate();
  }, []);
  return ready;
}
