import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { holdIdleWorkUntil, lazyPart, whenIdle } from './lazy-part';

describe('lazyPart', () => {
  it('loads the module once, whether preloaded or rendered', async () => {
    const load = jest.fn(async () => ({ Hello: ({ name }: { name: string }) => <p>Hello {name}</p> }));
    const part = lazyPart(load, 'Hello');
    expect(load).not.toHaveBeenCalled();
    await part.preload();
    await part.preload();
    render(
      <Suspense fallback={<p>loading</p>}>
        <part.Component name="Ada" />
      </Suspense>,
    );
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('whenIdle', () => {
  afterEach(() => jest.useRealTimers());

  it('runs the task later, not before, and not after being cancelled', () => {
    jest.useFakeTimers();
    const task = jest.fn();
    whenIdle(task);
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(2000);
    expect(task).toHaveBeenCalledTimes(1);
    const cancelled = jest.fn();
    whenIdle(cancelled)();
    jest.advanceTimersByTime(2000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});

describe('holdIdleWorkUntil', () => {
  afterEach(() => {
    holdIdleWorkUntil(Promise.resolve());
    jest.useRealTimers();
  });

  it('keeps idle tasks back until the first rows are in, then runs them when idle (cancelled ones never)', async () => {
    jest.useFakeTimers();
    let rowsIn = () => {};
    holdIdleWorkUntil(new Promise<void>((resolve) => (rowsIn = resolve)));
    const task = jest.fn();
    const cancelled = jest.fn();
    whenIdle(task);
    whenIdle(cancelled)();
    jest.advanceTimersByTime(5000);
    expect(task).not.toHaveBeenCalled();
    rowsIn();
    await Promise.resolve();
    await Promise.resolve();
    jest.advanceTimersByTime(2000);
    expect(task).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('lets idle work go when the first rows never come (a failed list)', async () => {
    jest.useFakeTimers();
    holdIdleWorkUntil(Promise.reject(new Error('list failed')));
    const task = jest.fn();
    whenIdle(task);
    await Promise.resolve();
    await Promise.resolve();
    jest.advanceTimersByTime(2000);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
