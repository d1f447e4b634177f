import { PUSH_SUBSCRIPTION_CHANGED_MESSAGE } from '#sw/page-contract.ts';

/** After sign-in, the check waits this long: the first view comes first. */
const CHECK_DELAY_MS = 4000;

/**
 * While a reader is signed in with push on here: once, off the first view, and whenever the worker
 * renewed the subscription, the device's subscription is checked against the server's key and sent
 * again (`checkPushSubscription`). Its code loads only then, and does nothing without a granted
 * permission. Returns the stop (sign-out, switch of account), which drops the device's subscription.
 */
export function followPushSubscription(): () => void {
  const check = () =>
    void import('./browser-push.ts')
      .then(async ({ browserPush }) => (await import('./push-device.ts')).checkPushSubscription(browserPush))
      .catch((error: unknown) => console.warn('[push] the subscription could not be checked', error));
  const timer = setTimeout(check, CHECK_DELAY_MS);
  const onMessage = (event: MessageEvent<{ type?: string } | null>) => event.data?.type === PUSH_SUBSCRIPTION_CHANGED_MESSAGE && check();
  navigator.serviceWorker?.addEventListener('message', onMessage);
  return () => {
    clearTimeout(timer);
    navigator.serviceWorker?.removeEventListener('message', onMessage);
    // Signed out, or another account: the device stops receiving the old account's pushes.
    void import('./browser-push.ts')
      .then(async ({ browserPush }) => (await import('./push-device.ts')).dropBrowserSubscription(browserPush))
      .catch((error: unknown) => console.warn('[push] the subscription could not be dropped', error));
  };
}
