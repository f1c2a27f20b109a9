/**
 * The wizard's one store: a slice per step, persisted under `orderInfo` in local storage and
 * re-validated whenever it is read, so corrupt or stale data is dropped instead of shown.
 */
import { useLayoutEffect, useSyncExternalStore } from 'react';
import { useRouteData } from '@shared/ui/forms';
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
import { WIZARD_INTENTS } from './native';
import { serverDraftOf, type ServerDraft } from './server-draft';

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
  options: { skipHydration?: boolean; initial?: WizardData } = {},
): OrderStore {
  return createStore<WizardState>()(
    persist(
      (set) => ({
        ...structuredClone(options.initial ?? INITIAL_WIZARD_DATA),
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

const noSubscription = () => () => {};
/** False on the server and while the page hydrates, true in the browser after that. */
const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/**
 * A store holding the server's draft, one per draft: the page renders from it on the server and
 * while it hydrates (so the browser's first render matches the server's HTML), never the shared
 * store, which would leak one visitor's draft into another's page on the server.
 */
const draftStores = new WeakMap<ServerDraft, StoreApi<WizardState> | null>();
function draftStore(draft: ServerDraft): StoreApi<WizardState> | null {
  if (!draftStores.has(draft)) {
    const data = reviveWizardData(draft.data);
    draftStores.set(draft, data ? createOrderStore(null, undefined, { skipHydration: true, initial: data }) : null);
  }
  return draftStores.get(draft)!;
}

/** The draft the page's server half gave it (its loader, or its action's answer), if any. */
const useServerDraft = () => serverDraftOf(useRouteData());

/** The store a page reads: the server's draft until the page is hydrated, the shared store after. */
function useActiveStore(): StoreApi<WizardState> {
  const draft = useServerDraft();
  const hydrated = useHydrated();
  return (!hydrated && draft && draftStore(draft)) || orderStore;
}

export function useOrderStore<T>(selector: (state: WizardState) => T): T {
  return useStore(useActiveStore(), selector);
}

const onHydrated = (listener: () => void) => orderStore.persist.onFinishHydration(listener);

const ADOPTED_KEY = 'orderDraftAdopted';
const adoptedStamps = new Set<string>();

/**
 * Steps done without JavaScript (or posted before it ran) live in the server's draft: the shared
 * store takes each draft over once, slice by slice (what the draft left empty stays as it was in
 * the browser), and tells the server, which then forgets its cookie.
 */
function adoptDraft(draft: ServerDraft, backing: KeyValueStorage | null = safeLocalStorage()): void {
  if (adoptedStamps.has(draft.stamp) || backing?.getItem(ADOPTED_KEY) === draft.stamp) return;
  adoptedStamps.add(draft.stamp);
  const data = reviveWizardData(draft.data);
  if (!data) return;
  const patch: Partial<WizardData> = {};
  for (const key of ['start', 'details', 'task', 'specialist'] as const) {
    if (JSON.stringify(data[key]) !== JSON.stringify(INITIAL_WIZARD_DATA[key]))
      Object.assign(patch, { [key]: data[key] });
  }
  orderStore.setState(patch);
  try {
    backing?.setItem(ADOPTED_KEY, draft.stamp);
  } catch {
    // Blocked storage: remembered for this visit only.
  }
  void fetch(window.location.pathname, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ intent: WIZARD_INTENTS.adopted }),
    keepalive: true,
  }).catch(() => {
    // The cookie then stays until it expires; its stamp is already taken over.
  });
}

/**
 * Whether the wizard's stored data has been read: false on the server and while the page hydrates,
 * true from the browser's first paint on. Parts that show stored data render a placeholder of the
 * same size until then (never a "No previous data found" that is not true).
 */
export function useWizardReady(): boolean {
  const draft = useServerDraft();
  const ready = useSyncExternalStore(
    onHydrated,
    () => orderStore.persist.hasHydrated(),
    // With the server's draft, the server (and the hydrating page) render the real step from it.
    () => Boolean(draft && draftStore(draft)),
  );
  // Before the first paint, so a page opened in the browser never shows its placeholder.
  useLayoutEffect(() => {
    if (!orderStore.persist.hasHydrated()) void orderStore.persist.rehydrate();
    if (draft) adoptDraft(draft);
  }, [draft]);
  return ready;
}
