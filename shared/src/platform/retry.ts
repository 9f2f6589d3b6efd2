/**
 * A load that is done once and kept, unless it fails: a rejected attempt (a chunk or a script
 * that could not be fetched, the connection lost) is forgotten, so the next call tries again
 * instead of getting the same rejection forever.
 */
export function retryable<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    if (!pending) {
      const attempt = load();
      pending = attempt;
      attempt.catch(() => {
        if (pending === attempt) pending = null;
      });
    }
    return pending;
  };
}

/** `retryable` for loads named by a key (a remote's manifest, a module by its id). */
export function retryableByKey<T>(load: (key: string) => Promise<T>): (key: string) => Promise<T> {
  const pending = new Map<string, Promise<T>>();
  return (key) => {
    let attempt = pending.get(key);
    if (!attempt) {
      const started = load(key);
      attempt = started;
      pending.set(key, started);
      started.catch(() => {
        if (pending.get(key) === started) pending.delete(key);
      });
    }
    return attempt;
  };
}
