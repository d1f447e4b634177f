import type { TestProject } from 'vitest/node';
import { createPostgresDb } from '#api/db/connection.ts';
import { migrateToLatest } from '#api/db/migrator.ts';
import { sql } from 'kysely';
import { startPgCluster } from './pg-cluster.ts';

/** The migrated database each test app of the `api-pg` project is copied from (`CREATE DATABASE … TEMPLATE`). */
export const PG_TEMPLATE = 'tribes_template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** URL of the throw-away cluster's maintenance database (`postgres`), for the `api-pg` project. */
    pgAdminUrl: string;
  }
}

/**
 * Global setup of the `api-pg` project: one throw-away cluster for the run (tests/utils/pg-cluster.ts)
 * with a template database migrated once; each test app copies it (tests/utils/test-db.ts), which
 * takes a fraction of running the migrations. The cluster is removed when the run ends.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const started = Date.now();
  const cluster = await startPgCluster({ maxConnections: 300 });
  try {
    const admin = createPostgresDb({ url: cluster.url('postgres'), poolMax: 1 });
    await sql`create database ${sql.id(PG_TEMPLATE)}`.execute(admin);
    await admin.destroy();
    const template = createPostgresDb({ url: cluster.url(PG_TEMPLATE), poolMax: 1 });
    await migrateToLatest(template);
    await template.destroy();
  } catch (error) {
    await cluster.remove();
    throw error;
  }
  console.log(`[api-pg] PostgreSQL cluster on port ${cluster.port}, template migrated in ${Date.now() - started} ms`);
  project.provide('pgAdminUrl', cluster.url('postgres'));
  return () => cluster.remove();
}
