import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { lazyNamed } from './lazy-named';

function Hello({ name }: { name: string }) {
  return <p>hello {name}</p>;
}

describe('lazyNamed', () => {
  it('suspends until the module loads when it was not preloaded', async () => {
    const Lazy = lazyNamed(() => Promise.resolve({ Hello }), 'Hello');
    render(
      <Suspense fallback={<p>loading</p>}>
        <Lazy name="a" />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('hello a')).toBeInTheDocument();
  });

  it('renders at once, without a fallback, once preloaded', async () => {
    const load = jest.fn(() => Promise.resolve({ Hello }));
    const Lazy = lazyNamed(load, 'Hello');
    await act(() => Lazy.preload());
    render(
      <Suspense fallback={<p>loading</p>}>
        <Lazy name="b" />
      </Suspense>,
    );
    expect(screen.getByText('hello b')).toBeInTheDocument();
    expect(screen.queryByText('loading')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again after a failed load', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('chunk')).mockResolvedValue({ Hello });
    const Lazy = lazyNamed(load, 'Hello');
    await expect(Lazy.preload()).rejects.toThrow('chunk');
    await Lazy.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
