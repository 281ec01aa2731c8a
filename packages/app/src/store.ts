import { createStore } from 'jotai';

/**
 * The app's one Jotai store. The API client reads the session from it outside React (a call's token
 * is read when the call leaves), so it is created here rather than implicitly by a Provider.
 */
export const appStore = createStore();
