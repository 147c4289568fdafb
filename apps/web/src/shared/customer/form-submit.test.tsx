import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFormProblem, useSubmission } from './form-submit';

describe('useSubmission', () => {
  it('is busy from start() until the task ends and ignores a second run meanwhile', async () => {
    const { result } = renderHook(() => useSubmission());
    let finish = () => {};
    const calls: string[] = [];
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current.run(async (start) => {
        calls.push('first');
        start();
        await new Promise<void>((resolve) => {
          finish = resolve;
        });
      });
    });
    expect(result.current.busy).toBe(true);
    await act(() =>
      result.current.run(async (start) => {
        calls.push('second');
        start();
      }),
    );
    expect(calls).toEqual(['first']);
    await act(async () => {
      finish();
      await first;
    });
    expect(result.current.busy).toBe(false);
  });

  it('does not block or turn busy for a task that stops before start()', async () => {
    const { result } = renderHook(() => useSubmission());
    const calls: string[] = [];
    await act(async () => {
      void result.current.run(async () => {
        calls.push('refused');
      });
      await result.current.run(async () => {
        calls.push('refused again');
      });
    });
    expect(calls).toEqual(['refused', 'refused again']);
    expect(result.current.busy).toBe(false);
  });
});

describe('useFormProblem', () => {
  it('counts failures so the summary takes the focus again, and finds a field’s messages', () => {
    const { result } = renderHook(() => useFormProblem());
    act(() => result.current.fail('Title', [{ id: 'a', label: 'A', message: 'wrong' }]));
    act(() => result.current.fail('Title', [{ id: 'a', label: 'A', message: 'wrong' }]));
    expect(result.current.problem?.key).toBe(2);
    expect(result.current.errorsOf('a')).toEqual(['wrong']);
    expect(result.current.errorsOf('b')).toEqual([]);
    act(() => result.current.clear());
    expect(result.current.problem).toBeNull();
  });
});
