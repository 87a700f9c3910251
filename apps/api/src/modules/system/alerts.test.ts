/**
 * The alert rules (deploy/prometheus/alerts.yml) against their unit tests (alerts.test.yml) with `promtool test
 * rules`: each alert fires on the figures it is meant for, not on harmless ones, with the summary the on-call
 * officer reads. promtool comes from Debian's `prometheus` package, installed here when missing as the browser
 * tests install Chromium (e2e/global-setup.ts).
 */
import { execFileSync, execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const PROMTOOL = process.env.PROMTOOL_PATH ?? '/usr/bin/promtool';
const rulesDir = fileURLToPath(new URL('../../../../../deploy/prometheus', import.meta.url));

beforeAll(() => {
  if (existsSync(PROMTOOL)) return;
  if (process.getuid?.() === 0) {
    console.log('promtool is missing: installing the Debian package (apt-get install prometheus)...');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq prometheus', {
      stdio: 'inherit',
    });
    if (existsSync(PROMTOOL)) return;
  }
  throw new Error(
    `promtool not found at ${PROMTOOL}. Install it with 'sudo apt-get install prometheus' or set PROMTOOL_PATH.`,
  );
}, 600_000);

describe('the Prometheus alert rules', () => {
  it('are valid rules', () => {
    const out = execFileSync(PROMTOOL, ['check', 'rules', 'alerts.yml'], { cwd: rulesDir, encoding: 'utf8' });
    expect(out).toMatch(/SUCCESS: \d+ rules found/);
  });

  it('pass their unit tests (promtool test rules)', { timeout: 120_000 }, () => {
    const out = execFileSync(PROMTOOL, ['test', 'rules', 'alerts.test.yml'], { cwd: rulesDir, encoding: 'utf8' });
    expect(out).toContain('SUCCESS');
  });
});
