#!/usr/bin/env node
// Creates or drops a database on the PostgreSQL server of POSTGRES_ADMIN_URL
// (default postgres://postgres@127.0.0.1:5432/postgres), for CI runs:
//   node apps/server/scripts/ci-database.mjs create mall_ci_123
//   node apps/server/scripts/ci-database.mjs drop mall_ci_123
import pg from 'pg';

const [action, name] = process.argv.slice(2);
if (!['create', 'drop'].includes(action) || !/^[a-z0-9_]+$/.test(name ?? '')) {
  console.error('usage: ci-database.mjs create|drop <name of lowercase letters, digits, _>');
  process.exit(2);
}
const client = new pg.Client({ connectionString: process.env.POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' });
await client.connect();
try {
  await client.query(action === 'create' ? `create database "${name}"` : `drop database if exists "${name}" with (force)`);
} finally {
  await client.end();
}
