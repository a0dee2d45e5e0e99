import { describe, expect, it } from 'vitest';
import { ExpiringValue } from './expiring-value';

describe('ExpiringValue', () => {
  it('loads once per period, shares a load in progress, and loads again once the period is over', async () => {
    let now = 1_000;
    let loads = 0;
    const value = new ExpiringValue(
      15_000,
      async () => {
        loads += 1;
        return loads;
      },
      () => now,
    );
    expect(await Promise.all([value.get(), value.get()])).toEqual([1, 1]);
    now += 14_999;
    expect(await value.get()).toBe(1);
    now += 1;
    expect(await value.get()).toBe(2);
    expect(loads).toBe(2);
  });

  it('does not keep a failed load', async () => {
    let fail = true;
    const value = new ExpiringValue(15_000, async () => {
      if (fail) throw new Error('database away');
      return 'counted';
    });
    await expect(value.get()).rejects.toThrow('database away');
    fail = false;
    expect(await value.get()).toBe('counted');
  });
});
