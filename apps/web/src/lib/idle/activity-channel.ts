/**
 * Tells the other tabs of this browser about activity, so that using one tab keeps them all
 * signed in (and Continue in one tab closes the warning in all). BroadcastChannel where the browser
 * has it; otherwise a localStorage key whose `storage` event reaches the other tabs.
 */

export type ActivityMessage = { type: 'activity' | 'continue'; at: number };

export interface ActivityChannel {
  post(message: ActivityMessage): void;
  /** Messages from other tabs; returns the unsubscribe function. */
  subscribe(listener: (message: ActivityMessage) => void): () => void;
  close(): void;
}

export const ACTIVITY_CHANNEL_NAME = 'roar.idle-activity';

function isActivityMessage(value: unknown): value is ActivityMessage {
  if (typeof value !== 'object' || value === null) return false;
  const { type, at } = value as Record<string, unknown>;
  return (type === 'activity' || type === 'continue') && typeof at === 'number';
}

function broadcastChannel(name: string): ActivityChannel {
  const channel = new BroadcastChannel(name);
  return {
    post: (message) => channel.postMessage(message),
    subscribe(listener) {
      const onMessage = (event: MessageEvent) => {
        if (isActivityMessage(event.data)) listener(event.data);
      };
      channel.addEventListener('message', onMessage);
      return () => channel.removeEventListener('message', onMessage);
    },
    close: () => channel.close(),
  };
}

function storageChannel(key: string): ActivityChannel {
  return {
    post(message) {
      try {
        window.localStorage.setItem(key, JSON.stringify(message));
      } catch {
        // storage blocked: this tab times out on its own
      }
    },
    subscribe(listener) {
      const onStorage = (event: StorageEvent) => {
        if (event.key !== key || !event.newValue) return;
        try {
          const message: unknown = JSON.parse(event.newValue);
          if (isActivityMessage(message)) listener(message);
        } catch {
          // not ours
        }
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
    close() {},
  };
}

/** The channel between this tab and the others. */
export function openActivityChannel(name: string = ACTIVITY_CHANNEL_NAME): ActivityChannel {
  return typeof BroadcastChannel === 'function' ? broadcastChannel(name) : storageChannel(name);
}
