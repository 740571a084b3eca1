import type { DeviceStorage } from '@/lib/device-storage';

/** A device storage in memory for tests, its contents open to inspection as `data`. */
export function memoryStorage(initial: Record<string, string> = {}): DeviceStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value;
    },
    removeItem: (key) => {
      delete data[key];
    },
  };
}
