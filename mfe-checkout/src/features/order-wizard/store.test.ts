import { describe, expect, it } from 'vitest';
import { INITIAL_WIZARD_DATA, type WizardData } from './model';
import { createOrderStore, ORDER_STORAGE_KEY, type KeyValueStorage } from './store';

const TODAY = '2030-03-10';
const today = () => TODAY;

function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const filled: WizardData = {
  start: { name: 'Asha Rao', email: 'asha@example.com', phone: '+91 9876543210', acceptTerms: true, done: true },
  details: {
    assignmentType: 'Essay',
    subject: 'Law',
    assignmentTypeOther: '',
    subjectOther: '',
    deadline: '2030-04-01',
    deadlineTime: '',
    timeZone: '',
    firstDraft: true,
    done: true,
  },
  task: { instructions: 'Use APA 7.', fileName: 'https://drive.example.com/x', wordCount: '1500', done: true },
  specialist: {
    name: 'Asha Rao',
    mobile: '+91 9876543210',
    academicLevel: 'proficient-researcher',
    couponInput: 'save10',
    couponCode: 'SAVE10',
  },
};
const stored = (state: unknown) => JSON.stringify({ state, version: 1 });

const dataOf = (store: ReturnType<typeof createOrderStore>): WizardData => {
  const { start, details, task, specialist } = store.getState();
  return { start, details, task, specialist };
};

describe('the order store', () => {
  it('persists every slice under orderInfo and reads it back on the next visit', () => {
    const storage = memoryStorage();
    const first = createOrderStore(storage, today);
    first.getState().setStart(filled.start);
    first.getState().setDetails(filled.details);
    first.getState().setTask(filled.task);
    first.getState().setSpecialist(filled.specialist);
    expect(JSON.parse(storage.data.get(ORDER_STORAGE_KEY) ?? 'null').state).toEqual(filled);

    const reloaded = createOrderStore(storage, today);
    expect(dataOf(reloaded)).toEqual(filled);
  });

  it('keeps a half-typed step across a reload', () => {
    const storage = memoryStorage();
    createOrderStore(storage, today).getState().setTask({ instructions: 'Half typed', wordCount: '12' });
    const reloaded = createOrderStore(storage, today).getState();
    expect(reloaded.task).toEqual({ instructions: 'Half typed', fileName: '', wordCount: '12', done: false });
  });

  it.each([
    ['corrupt JSON', '{"state": {"start": '],
    ['a string', '"hello"'],
    ['null', 'null'],
    ['no state', JSON.stringify({ version: 1 })],
    ['an array state', stored([1, 2, 3])],
  ])('starts empty from %s and removes it', (_label, raw) => {
    const storage = memoryStorage({ [ORDER_STORAGE_KEY]: raw });
    const store = createOrderStore(storage, today);
    expect(dataOf(store)).toEqual(INITIAL_WIZARD_DATA);
    // Nothing unreadable is left behind, and the store still works and persists.
    store.getState().setTask({ wordCount: '300' });
    expect(JSON.parse(storage.data.get(ORDER_STORAGE_KEY) ?? 'null').state.task.wordCount).toBe('300');
  });

  it('drops only the slice that has the wrong shape', () => {
    const storage = memoryStorage({
      [ORDER_STORAGE_KEY]: stored({
        ...filled,
        details: { ...filled.details, subject: 'Astrology' },
        specialist: { ...filled.specialist, academicLevel: 'guru' },
      }),
    });
    const data = dataOf(createOrderStore(storage, today));
    expect(data.start).toEqual(filled.start);
    expect(data.details).toEqual(INITIAL_WIZARD_DATA.details);
    expect(data.specialist).toEqual(INITIAL_WIZARD_DATA.specialist);
    // The task step was done, but its earlier step is now empty: the task data stays, still marked done.
    expect(data.task).toEqual(filled.task);
  });

  it('clears a due date that has passed and asks for the details step again', () => {
    const storage = memoryStorage({
      [ORDER_STORAGE_KEY]: stored({ ...filled, details: { ...filled.details, deadline: '2030-03-09' } }),
    });
    const data = dataOf(createOrderStore(storage, today));
    expect(data.details).toEqual({ ...filled.details, deadline: '', done: false });
    expect(data.task).toEqual(filled.task);
  });

  it('keeps a due date of today', () => {
    const storage = memoryStorage({
      [ORDER_STORAGE_KEY]: stored({ ...filled, details: { ...filled.details, deadline: TODAY } }),
    });
    expect(dataOf(createOrderStore(storage, today)).details.deadline).toBe(TODAY);
  });

  it('resets a "done" flag whose data no longer validates, and drops an unknown coupon', () => {
    const storage = memoryStorage({
      [ORDER_STORAGE_KEY]: stored({
        ...filled,
        start: { ...filled.start, email: 'not an email' },
        task: { ...filled.task, wordCount: '0' },
        specialist: { ...filled.specialist, couponCode: 'BOGUS' },
      }),
    });
    const data = dataOf(createOrderStore(storage, today));
    expect(data.start).toEqual({ ...filled.start, email: 'not an email', done: false });
    expect(data.task).toEqual({ ...filled.task, wordCount: '0', done: false });
    expect(data.specialist.couponCode).toBeNull();
  });

  it('takes choices a link made, for the details step to confirm, and resets after an order', () => {
    const storage = memoryStorage();
    const store = createOrderStore(storage, today);
    store.getState().setDetails({ ...filled.details });
    store.getState().carryQuote({ assignmentType: 'Proofreading and Editing' });
    expect(store.getState().details).toMatchObject({
      subject: 'Law',
      assignmentType: 'Proofreading and Editing',
      done: false,
    });
    store.getState().carryQuote({ subject: 'Mathematics', assignmentType: 'Homework' });
    expect(store.getState().details).toMatchObject({ subject: 'Mathematics', assignmentType: 'Homework' });
    store.getState().reset();
    expect(dataOf(store)).toEqual(INITIAL_WIZARD_DATA);
    expect(dataOf(createOrderStore(storage, today))).toEqual(INITIAL_WIZARD_DATA);
  });

  it('reads data stored before the "Other" names existed', () => {
    const { assignmentTypeOther: _t, subjectOther: _s, ...older } = filled.details;
    const storage = memoryStorage({ [ORDER_STORAGE_KEY]: stored({ ...filled, details: older }) });
    expect(dataOf(createOrderStore(storage, today)).details).toEqual(filled.details);
  });

  it('reads storage only when asked to, if told to wait (a page waits until it is hydrated)', async () => {
    const storage = memoryStorage({ [ORDER_STORAGE_KEY]: stored(filled) });
    const store = createOrderStore(storage, today, { skipHydration: true });
    expect(store.persist.hasHydrated()).toBe(false);
    expect(dataOf(store)).toEqual(INITIAL_WIZARD_DATA);
    await store.persist.rehydrate();
    expect(store.persist.hasHydrated()).toBe(true);
    expect(dataOf(store)).toEqual(filled);
  });

  it('works in memory when storage is unavailable', () => {
    const store = createOrderStore(null, today);
    store.getState().setStart({ name: 'Ravi' });
    expect(store.getState().start.name).toBe('Ravi');
  });
});
