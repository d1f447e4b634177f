import { endImportTask } from '#web/lib/main-thread.ts';

// Imported by web/main.tsx between React and the app: the start chunk's modules (React, the router,
// i18n, the reading pages) then evaluate in two tasks instead of one of ~35–50 ms on a slow
// machine, ~150–200 ms on a phone, during which a tap would wait (issue #11).
await endImportTask();
