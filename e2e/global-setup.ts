import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** apt-get that waits for another install (the browser's or nginx's, in a parallel suite) instead of failing. */
const APT = 'apt-get -o DPkg::Lock::Timeout=300';

/** Installs Debian's Chromium when it is missing and this process may (root); otherwise says what to do. */
export default function globalSetup() {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(chromium)) return;
  if (process.getuid?.() === 0) {
    console.log('Chromium is missing: installing the Debian package (apt-get install chromium)...');
    execSync(`${APT} update -qq && DEBIAN_FRONTEND=noninteractive ${APT} install -y -qq chromium`, {
      stdio: 'inherit',
    });
    if (existsSync(chromium)) return;
  }
  throw new Error(
    `Chromium not found at ${chromium}. Install it with 'sudo apt-get install chromium' or set CHROMIUM_PATH.`,
  );
}
