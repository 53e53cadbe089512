import { describe, expect, it } from 'vitest';
import { createAppPubSub, type VendorNotificationEvent } from './pubsub';

const event = (vendorId: string, message: string): VendorNotificationEvent => ({
  id: message,
  vendorId,
  orderId: null,
  message,
  createdAt: new Date().toISOString(),
});

/** Takes what an iterator has received so far, without waiting for more. */
async function drain(iterator: AsyncIterator<VendorNotificationEvent>, count: number): Promise<string[]> {
  const messages: string[] = [];
  for (let i = 0; i < count; i++) messages.push((await iterator.next()).value.message);
  return messages;
}

describe('createAppPubSub (in process)', () => {
  it("delivers a shop's events to its subscribers only, each in the order raised, even as others leave", async () => {
    const { pubSub, close } = createAppPubSub();
    // More subscribers than one delivery turn serves (250), so events are handed out over several turns.
    const subscribers = Array.from({ length: 600 }, () => pubSub.subscribe('VENDOR_NOTIFICATION', 'shop-a'));
    const otherShop = pubSub.subscribe('VENDOR_NOTIFICATION', 'shop-b');

    pubSub.publish('VENDOR_NOTIFICATION', 'shop-a', event('shop-a', 'first'));
    // One leaves between two events: the next event's list of subscribers is shorter than the first's.
    await subscribers[5].return!();
    pubSub.publish('VENDOR_NOTIFICATION', 'shop-a', event('shop-a', 'second'));
    pubSub.publish('VENDOR_NOTIFICATION', 'shop-a', event('shop-a', 'third'));
    await new Promise((resolve) => setTimeout(resolve, 50));

    const stayed = subscribers.filter((_, index) => index !== 5);
    const received = await Promise.all(stayed.map((subscriber) => drain(subscriber, 3)));
    expect(new Set(received.map((messages) => messages.join()))).toEqual(new Set(['first,second,third']));
    expect(await subscribers[5].next()).toEqual({ value: undefined, done: true });

    pubSub.publish('VENDOR_NOTIFICATION', 'shop-b', event('shop-b', 'for b'));
    expect(await drain(otherShop, 1)).toEqual(['for b']);
    await Promise.all([...subscribers, otherShop].map((subscriber) => subscriber.return!()));
    await close();
  });
});
