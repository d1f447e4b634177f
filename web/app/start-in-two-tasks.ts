// React DOM is a CommonJS module: the bundle runs its body where it is first required, which for
// `web/main.tsx` is after every module it imports, so after the yield below. Required here, its
// ~5 ms on a slow machine (~20 ms on a phone) run in the first task, before the yield.
import 'react-dom/client';
import { endImportTask } from '#web/lib/main-thread.ts';

// Imported by web/main.tsx between React and the app: the start chunk's modules (React, the router,
// i18n, the reading pages) then evaluate in two tasks instead of one of ~35–50 ms on a slow
// machine, ~150–200 ms on a phone, during which a tap would wait (issue #11).
await endImportTask();
