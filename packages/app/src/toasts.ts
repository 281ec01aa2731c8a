import { createToastQueue } from '@hr/ui';

/** The app's one toast queue (§4: toasts close after 3000 ms); Root renders its region. */
export const toastQueue = createToastQueue();
