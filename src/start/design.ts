// React's chunk has run (src/main.tsx); Chakra and Emotion's chunk, which begins with this
// module, runs in the next task (issue 25 §2).
import { nextTask } from './nextTask';

await nextTask();
