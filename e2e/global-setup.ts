import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PACKAGE, CHROMIUM_PATH } from './fixtures/chromium';

/** apt-get that waits for another install (the browser's or nginx's, in a parallel suite) instead of failing. */
const APT = 'apt-get -o DPkg::Lock::Timeout=300';

/** Installs Debian's Chromium when it is missing and this process may (root); otherwise says what to do. */
export default function globalSetup() {
  if (existsSync(CHROMIUM_PATH)) return;
  if (process.getuid?.() === 0) {
    console.log(`Chromium is missing: installing the Debian package (apt-get install ${CHROMIUM_PACKAGE})...`);
    execSync(`${APT} update -qq && DEBIAN_FRONTEND=noninteractive ${APT} install -y -qq ${CHROMIUM_PACKAGE}`, {
      stdio: 'inherit',
    });
    if (existsSync(CHROMIUM_PATH)) return;
  }
  throw new Error(
    `Chromium not found at ${CHROMIUM_PATH}. Install it with 'sudo apt-get install ${CHROMIUM_PACKAGE}' or set CHROMIUM_PATH.`,
  );
}
