// The React floor's entry (bench/first-tap/react-floor.mjs): starts when the app's entry (client/src/main.tsx) does,
// through the same function, then loads boot.js.
import { startWhenPainted } from '../../../client/src/start-when-painted.ts';

startWhenPainted(() => void import('./boot.js'));
