/**
 * `npm run admin:create -- --email you@example.org [--name "Full Name"]`: makes an administrator on the configured
 * database (DATABASE_URL, or PGlite in DATA_DIR: stop the server first, it holds that directory). The password comes
 * from ADMIN_PASSWORD, or is asked for twice on the terminal without being shown. The one password policy applies.
 */
import { parseArgs } from 'node:util';
import { emailSchema, unmetPasswordRules } from '@safeogun/contract/auth';
import { loadConfigOr } from './config';
import { openDatabase } from './db/client';
import { AdministratorSetupError, createAdministrator } from './modules/police-accounts/administrators.service';

function fail(message: string): never {
  console.error(`admin:create: ${message}`);
  process.exit(1);
}

/** Reads a line from the terminal without echoing it. */
function askHidden(question: string): Promise<string> {
  const stdin = process.stdin;
  return new Promise((resolve, reject) => {
    let value = '';
    const finish = () => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      process.stdout.write('\n');
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n' || ch === '\u0004') {
          finish();
          resolve(value);
          return;
        }
        if (ch === '\u0003') {
          finish();
          reject(new Error('cancelled'));
          return;
        }
        if (ch === '\u007f' || ch === '\b') value = value.slice(0, -1);
        else value += ch;
      }
    };
    // Raw mode before the question, so nothing typed after it is echoed.
    stdin.setEncoding('utf8');
    stdin.setRawMode(true);
    stdin.resume();
    stdin.on('data', onData);
    process.stdout.write(question);
  });
}

let args;
try {
  ({ values: args } = parseArgs({
    options: { email: { type: 'string' }, name: { type: 'string' } },
    allowPositionals: false,
  }));
} catch (error) {
  fail(`${(error as Error).message}. Usage: npm run admin:create -- --email you@example.org [--name "Full Name"]`);
}
const email = emailSchema.safeParse(args.email ?? '');
if (!email.success)
  fail('give the administrator\'s email: npm run admin:create -- --email you@example.org [--name "Full Name"]');

const config = loadConfigOr(fail);

let password = config.adminPassword;
if (!password) {
  if (!process.stdin.isTTY) fail('set ADMIN_PASSWORD, or run this in a terminal to type the password.');
  console.log('Password: at least 8 characters, with one uppercase letter and one special character.');
  try {
    password = await askHidden('Password: ');
    const unmet = unmetPasswordRules(password);
    if (unmet.length) fail(`the password is too weak: ${unmet.join('; ')}.`);
    if ((await askHidden('Confirm password: ')) !== password) fail('the two passwords do not match.');
  } catch {
    fail('cancelled.');
  }
}

const database = await openDatabase(config.database).catch((error: Error) => fail(error.message));
try {
  await database.migrate();
  await createAdministrator(
    { db: database.db, now: () => new Date() },
    { email: email.data, password, fullName: args.name },
  );
  console.log(`Administrator ${email.data} created (${database.engine}). Log in at ${config.publicUrl}/login.`);
} catch (error) {
  await database.close();
  if (error instanceof AdministratorSetupError) fail(error.message);
  throw error;
}
await database.close();
