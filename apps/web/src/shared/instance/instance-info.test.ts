import { createFakeServices } from '@cairn/state';
import { instanceInfo } from '../../features/auth/testing/instance-info';
import { bootInstanceInfo, loadInstanceInfo } from './instance-info';

afterEach(() => {
  document.getElementById('cairn-boot')?.remove();
});

function embed(payload: unknown) {
  const el = document.createElement('script');
  el.type = 'application/json';
  el.id = 'cairn-boot';
  el.textContent = JSON.stringify(payload);
  document.head.appendChild(el);
}

describe('instance info', () => {
  it('takes the answer the server embedded in the boot payload (signed out too), without a request', async () => {
    const info = instanceInfo({ is_signup_enabled: false });
    embed({ signed_in: false, path: '/', answers: { '/api/instances/': info } });
    const getInfo = jest.fn();
    expect(bootInstanceInfo()).toEqual(info);
    await expect(loadInstanceInfo(createFakeServices({ instance: { getInfo } }))).resolves.toEqual(info);
    expect(getInfo).not.toHaveBeenCalled();
  });

  it('ignores an unreadable payload or answer', () => {
    embed({ signed_in: false, path: '/', answers: { '/api/instances/': { nope: true } } });
    expect(bootInstanceInfo()).toBeUndefined();
    document.getElementById('cairn-boot')!.textContent = '{not json';
    expect(bootInstanceInfo()).toBeUndefined();
  });

  it('asks once for all callers, and asks again after a failure', async () => {
    const info = instanceInfo();
    const getInfo = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue(info);
    const services = createFakeServices({ instance: { getInfo } });
    await expect(loadInstanceInfo(services)).rejects.toThrow('down');
    const [a, b] = await Promise.all([loadInstanceInfo(services), loadInstanceInfo(services)]);
    expect(a).toBe(info);
    expect(b).toBe(info);
    await loadInstanceInfo(services);
    expect(getInfo).toHaveBeenCalledTimes(2);
  });
});
