/** The one Jotai store of the app; modules outside React (timers, sync) read and write through it. */
import { createStore } from 'jotai';

export const appStore = createStore();
