import { describe, expect, it, vi } from 'vitest';
import { loadFormInTasks } from './load-in-tasks';

describe('loadFormInTasks', () => {
  it("loads the form in a later task than its caller's, and returns it", async () => {
    let callerTaskEnded = false;
    setTimeout(() => (callerTaskEnded = true));
    const form = { default: 'the form' };
    const loadForm = vi.fn(() => {
      expect(callerTaskEnded).toBe(true);
      return Promise.resolve(form);
    });
    await expect(loadFormInTasks(loadForm)).resolves.toBe(form);
    expect(loadForm).toHaveBeenCalledTimes(1);
  });

  it("fails as the form's import fails, so the page shows its error", async () => {
    await expect(loadFormInTasks(() => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
  });
});
