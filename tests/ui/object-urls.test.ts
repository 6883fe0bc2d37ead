import { resolveObjectURL } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import { objectURLs } from '../../src/ui/kit/object-urls.ts';

describe('object URLs a few per task', () => {
  it('names every blob in order, four in a task, the next four after the page had its turn', async () => {
    const blobs = Array.from({ length: 10 }, (_, i) => new Blob([`blob ${i}`], { type: 'image/png' }));
    let tasks = 1;
    const urls = await objectURLs(blobs, async () => void tasks++);
    expect(tasks).toBe(3); // 4 + 4 + 2
    expect(urls).toHaveLength(10);
    expect(new Set(urls).size).toBe(10);
    for (const [i, url] of urls.entries()) expect(await resolveObjectURL(url)?.text()).toBe(`blob ${i}`);
  });

  it('waits for a task between the batches: the page runs in between', async () => {
    const order: string[] = [];
    const made = objectURLs(
      Array.from({ length: 5 }, () => new Blob(['x'])),
      () => new Promise((resolve) => setTimeout(() => (order.push('task'), resolve()), 0)),
    ).then(() => order.push('named'));
    order.push('page');
    await made;
    expect(order).toEqual(['page', 'task', 'named']);
  });

  it('names nothing for no blobs, without waiting', async () => {
    let waited = false;
    expect(await objectURLs([], async () => void (waited = true))).toEqual([]);
    expect(waited).toBe(false);
  });
});
