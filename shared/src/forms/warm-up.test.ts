import { describe, expect, it, vi } from 'vitest';
import { warmUpForm } from './warm-up';

describe('warmUpForm', () => {
  it('loads the form after the libraries, in a later task than its caller', async () => {
    const loadForm = vi.fn(() => Promise.resolve());
    const warming = warmUpForm(loadForm);
    await Promise.resolve();
    expect(loadForm).not.toHaveBeenCalled();
    await warming;
    expect(loadForm).toHaveBeenCalledTimes(1);
  });

  it('never rejects: a form that fails to load fails again where it is used', async () => {
    await expect(warmUpForm(() => Promise.reject(new Error('offline')))).resolves.toBeUndefined();
  });
});
