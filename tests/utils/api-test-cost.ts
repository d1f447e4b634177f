import { setScryptCostForTests } from '#api/auth/passwords.ts';

/**
 * The API suites register and sign in thousands of times: at the real cost (about 128 MB and a few
 * hundred ms per hash) that was minutes of CI spent hashing. Here a hash costs about 1 MB and a
 * millisecond; every path still runs scrypt and stores `scrypt$N$r$p$…`. The real cost is pinned by
 * `api/auth/passwords.test.ts`.
 */
setScryptCostForTests({ N: 2 ** 10, r: 8, p: 1 });
