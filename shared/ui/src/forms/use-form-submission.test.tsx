// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFormSubmission } from './use-form-submission';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useFormSubmission', () => {
  it('sends once when submit is called twice in a row (a double click)', async () => {
    let release: (response: Response) => void = () => {};
    const fetchSpy = vi.fn<typeof fetch>(() => new Promise<Response>((resolve) => (release = resolve)));
    vi.stubGlobal('fetch', fetchSpy);
    const { result } = renderHook(() => useFormSubmission('http://api.test/f/contact'));
    let first: Promise<unknown> = Promise.resolve();
    let second: Promise<unknown> = Promise.resolve();
    act(() => {
      first = result.current.submit({ a: 1 });
      second = result.current.submit({ a: 1 });
    });
    expect(result.current.status).toBe('sending');
    await act(async () => {
      release(new Response('{}', { status: 201 }));
      await first;
    });
    expect(await second).toBeNull();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(result.current.status).toBe('success');
  });

  it('keeps the idempotency key for a retry of the same data and reports the failure', async () => {
    const fetchSpy = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetchSpy);
    const { result } = renderHook(() => useFormSubmission('/f'));
    await act(async () => {
      await result.current.submit({ a: 1 });
    });
    expect(result.current.status).toBe('error');
    expect(result.current.failure).toEqual({ ok: false, kind: 'network' });
    await act(async () => {
      await result.current.submit({ a: 1 });
    });
    const keys = fetchSpy.mock.calls.map(([, init]) => (init?.headers as Record<string, string>)['Idempotency-Key']);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    act(() => result.current.reset());
    expect(result.current.status).toBe('idle');
  });
});
