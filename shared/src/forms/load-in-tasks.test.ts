import { describe, expect, it, vi } from 'vitest';
import { loadFormInTasks } from './load-in-tasks';

describe('loadFormInTasks', () => {
  it("loads the form after the libraries, in a later task than its caller's, and returns it", async () => {
    const form = { default: 'the form' };
    const loadForm = vi.fn(() => Promise.resolve(form));
    const loading = loadFormInTasks(loadForm);
    await Promise.resolve();
    expect(loadForm).not.toHaveBeenCalled();
    await expect(loading).resolves.toBe(form);
    expect(loadForm).toHaveBeenCalledTimes(1);
  });

  it("fails as the form's import fails, so the page shows its error", async () => {
    await expect(loadFormInTasks(() => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
  });
});
