import { keyRevocationsChannel, versionsChannel, type VersionAnnouncement } from '@a8/contracts';
import type { Redis } from 'ioredis';

export async function announceVersion(redis: Redis, prefix: string, announcement: VersionAnnouncement): Promise<void> {
  await redis.publish(versionsChannel(prefix), JSON.stringify(announcement));
}

/** Subscribes on a connection of its own (a subscribed connection can run nothing else). */
export async function onVersionAnnounced(subscriber: Redis, prefix: string, handler: (announcement: VersionAnnouncement) => void): Promise<void> {
  subscriber.on('message', (channel: string, message: string) => {
    if (channel !== versionsChannel(prefix)) return;
    try {
      handler(JSON.parse(message) as VersionAnnouncement);
    } catch {
      // a malformed announcement is ignored: the cache also expires on its own
    }
  });
  await subscriber.subscribe(versionsChannel(prefix));
}

export async function announceKeyRevoked(redis: Redis, prefix: string, keyPrefix: string): Promise<void> {
  await redis.publish(keyRevocationsChannel(prefix), keyPrefix);
}

/** Subscribes on a connection of its own: `handler` gets the prefix of each key revoked. */
export async function onKeyRevoked(subscriber: Redis, prefix: string, handler: (keyPrefix: string) => void): Promise<void> {
  subscriber.on('message', (channel: string, message: string) => {
    if (channel === keyRevocationsChannel(prefix)) handler(message);
  });
  await subscriber.subscribe(keyRevocationsChannel(prefix));
}
