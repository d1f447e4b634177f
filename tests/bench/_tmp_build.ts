import { largeDb } from '#tests/bench/large-db.ts';
const n = Number(process.argv[2] ?? 1000000);
await largeDb(n);
