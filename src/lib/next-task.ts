/**
 * Resolves in a task of its own: what runs after `await nextTask()` starts
 * once the browser has had the chance to paint and to handle input, instead
 * of prolonging the task that awaited it. A message, not a timer: a timer
 * nested in timers waits at least 4 ms.
 */
export const nextTask = (): Promise<void> =>
  new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
