import type { MikroORM } from '@mikro-orm/postgresql';
import type { AppConfig } from '../../config';
import { ensureAdminAccount } from './admin-account';
import { seedDemoData } from './demo-seed';
import { logger } from '../../common/logger';

const SEED_MESSAGES = {
  seeded: 'Seeded demo data (accounts are listed in the README).',
  'has-catalogue': 'Demo data: not seeded, the database already has shops or products.',
  'accounts-taken': 'Demo data: not seeded, an existing account uses a demo account\'s email or username.',
} as const;

/**
 * What a start does to the data before serving: the demo seed first (it owns the catalogue, and
 * decides "empty" by it), then the admin named by ADMIN_EMAIL. In that order a first start with an
 * admin configured gets both; a restart adds nothing twice.
 */
export async function prepareData(
  orm: MikroORM,
  config: Pick<AppConfig, 'seedDemoData' | 'adminEmail' | 'adminPassword'>,
  log: (line: string) => void = (line) => logger.info(line),
): Promise<void> {
  if (config.seedDemoData) log(SEED_MESSAGES[await seedDemoData(orm.em)]);
  if (config.adminEmail && config.adminPassword) {
    const outcome = await ensureAdminAccount(orm.em, config.adminEmail, config.adminPassword);
    log(`Admin account ${config.adminEmail}: ${outcome}.`);
  }
}
