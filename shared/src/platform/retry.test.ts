import { retryable, retryableByKey } from './retry';

it('loads once and gives every caller the same result', async () => {
  const load = jest.fn(async () => ({ rules: 'ok' }));
  const get = retryable(load);
  const [first, second] = await Promise.all([get(), get()]);
  expect(await get()).toBe(first);
  expect(second).toBe(first);
  expect(load).toHaveBeenCalledTimes(1);
});

it('forgets a failed load: the next call tries again and keeps what then succeeds', async () => {
  const load = jest
    .fn<Promise<string>, []>()
    .mockRejectedValueOnce(new Error('Chunk load failed'))
    .mockResolvedValue('chargé');
  const get = retryable(load);
  await expect(get()).rejects.toThrow('Chunk load failed');
  await expect(get()).resolves.toBe('chargé');
  await expect(get()).resolves.toBe('chargé');
  expect(load).toHaveBeenCalledTimes(2);
});

it('callers waiting on a failing attempt all see its failure, and only then is it retried', async () => {
  let fail: (error: Error) => void = () => {};
  const load = jest
    .fn<Promise<string>, []>()
    .mockImplementationOnce(() => new Promise((_, reject) => (fail = reject)))
    .mockResolvedValue('chargé');
  const get = retryable(load);
  const waiting = [get(), get()];
  expect(load).toHaveBeenCalledTimes(1);
  fail(new Error('hors ligne'));
  for (const attempt of waiting) await expect(attempt).rejects.toThrow('hors ligne');
  await expect(get()).resolves.toBe('chargé');
});

it('by key: each key is loaded once, and a failure is forgotten for that key only', async () => {
  const load = jest.fn(async (key: string) => {
    if (key === 'gallery' && load.mock.calls.filter(([k]) => k === 'gallery').length === 1)
      throw new Error('manifeste de gallery : HTTP 503');
    return `${key}-entry`;
  });
  const get = retryableByKey(load);
  await expect(get('blog')).resolves.toBe('blog-entry');
  await expect(get('gallery')).rejects.toThrow('HTTP 503');
  await expect(get('blog')).resolves.toBe('blog-entry');
  await expect(get('gallery')).resolves.toBe('gallery-entry');
  await expect(get('gallery')).resolves.toBe('gallery-entry');
  expect(load.mock.calls.map(([key]) => key)).toEqual(['blog', 'gallery', 'gallery']);
});
