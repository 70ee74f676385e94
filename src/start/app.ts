// The app's chunk (stores, routes, screens' shell), which begins with this module, runs in a
// task after the design system's (src/main.tsx, issue 25 §2).
import { nextTask } from './nextTask';

await nextTask();
