import type { ActivityChannel, ActivityMessage } from '../lib/idle/activity-channel.ts';

/** Two connected in-memory channel ends (this tab and "another tab"): one posts, the other hears. */
export function createChannelPair(): [ActivityChannel, ActivityChannel] {
  const listeners = [
    new Set<(m: ActivityMessage) => void>(),
    new Set<(m: ActivityMessage) => void>(),
  ];
  const end = (own: 0 | 1): ActivityChannel => ({
    post: (message) => listeners[1 - own]!.forEach((listener) => listener(message)),
    subscribe(listener) {
      listeners[own]!.add(listener);
      return () => listeners[own]!.delete(listener);
    },
    close: () => listeners[own]!.clear(),
  });
  return [end(0), end(1)];
}
