import path from 'node:path';
import Database from 'better-sqlite3';
import { stack } from './stack.js';
import { DEMO } from './demo.js';

/** Section titles of the permission tree that the server checks (contract SECTIONS). */
export type Section =
  | 'workbench'
  | 'solution'
  | 'solution.download'
  | 'marketplace'
  | 'marketing'
  | 'marketing.download'
  | 'developer'
  | 'developer.sdk'
  | 'download'
  | 'support';

export interface Credentials {
  username: string;
  password: string;
}

/**
 * An open customer account like demo (same password) whose role holds every section of the
 * permission tree except `without`, written straight into the test server's SQLite database
 * (WAL, so the running server sees it at once). Idempotent: asking twice for the same name gives
 * the same account.
 */
export function customerWithout(username: string, without: readonly Section[]): Credentials {
  const db = new Database(path.join(stack().dataDir, 'portal.db'));
  try {
    db.pragma('busy_timeout = 5000');
    db.transaction(() => {
      const demo = db
        .prepare('SELECT password_hash, company_name, category FROM users WHERE username = ?')
        .get(DEMO.username) as
        { password_hash: string; company_name: string; category: string } | undefined;
      if (!demo) throw new Error('the demo account is missing from the test database');

      const role = `e2e-without-${[...without].sort().join('+')}`;
      db.prepare('INSERT OR IGNORE INTO roles (name) VALUES (?)').run(role);
      const { id: roleId } = db.prepare('SELECT id FROM roles WHERE name = ?').get(role) as {
        id: number;
      };
      const placeholders = without.map(() => '?').join(', ') || "''";
      db.prepare(
        `INSERT OR IGNORE INTO role_permissions (role_id, permission_id)
         SELECT ?, id FROM permissions WHERE title NOT IN (${placeholders})`,
      ).run(roleId, ...without);

      const now = Date.now();
      db.prepare(
        `INSERT OR IGNORE INTO users
           (username, password_hash, truename, company_name, category, status, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, 'active', ?, ?)`,
      ).run(username, demo.password_hash, username, demo.company_name, demo.category, now, now);
      const { id: userId } = db
        .prepare('SELECT id FROM users WHERE username = ?')
        .get(username) as {
        id: number;
      };
      db.prepare('INSERT OR IGNORE INTO user_roles (user_id, role_id) VALUES (?, ?)').run(
        userId,
        roleId,
      );
    })();
  } finally {
    db.close();
  }
  return { username, password: DEMO.password };
}
