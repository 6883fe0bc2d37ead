/**
 * Names blobs by object URLs a few per task: making one is a synchronous round trip to the
 * browser's blob registry (1.5–3 ms each at 4× on a phone), so a batch of twenty in one task is a
 * long task while the person reads the first screen.
 */
const PER_TASK = 4;

export async function objectURLs(blobs: readonly Blob[], nextTask: () => Promise<void> = () => new Promise((resolve) => setTimeout(resolve, 0))): Promise<string[]> {
  const urls: string[] = [];
  for (const [i, blob] of blobs.entries()) {
    if (i > 0 && i % PER_TASK === 0) await nextTask();
    urls.push(URL.createObjectURL(blob));
  }
  return urls;
}
