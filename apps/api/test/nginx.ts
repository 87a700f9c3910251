/**
 * Debian's nginx for the two-process test: docs/deploy/nginx.conf as shipped, its upstream servers and port
 * replaced, run in the foreground from a prefix folder of the test's own.
 */
import { execSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { until } from './server-processes';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
/** apt-get that waits for another install (the browser's or nginx's, in a parallel suite) instead of failing. */
const APT = 'apt-get -o DPkg::Lock::Timeout=300';

/** The two upstream processes' ports and the port nginx listens on. */
export interface NginxPorts {
  upstreams: readonly [number, number];
  port: number;
}

/** Debian's nginx, installed the way the browser tests install Chromium when it is missing and we are root. */
export function nginxBinary(): string {
  const binary = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
  if (!existsSync(binary) && process.getuid?.() === 0) {
    execSync(`${APT} update -qq && DEBIAN_FRONTEND=noninteractive ${APT} install -y -qq nginx`, { stdio: 'inherit' });
  }
  if (!existsSync(binary))
    throw new Error(`nginx not found at ${binary}. Install it with 'sudo apt-get install nginx' or set NGINX_PATH.`);
  return binary;
}

/** docs/deploy/nginx.conf with the test's processes and port, inside a minimal main configuration. */
function nginxConfig(prefix: string, { upstreams, port }: NginxPorts): string {
  let site = readFileSync(path.join(repoRoot, 'docs/deploy/nginx.conf'), 'utf8');
  const servers = site.match(/^\s*server \S+:\d+ .*;$/gm);
  if (!servers || servers.length < 2) throw new Error('docs/deploy/nginx.conf: no upstream server lines found');
  site = site.replace(servers[0]!, servers[0]!.replace(/\S+:\d+/, `127.0.0.1:${upstreams[0]}`));
  site = site.replace(servers[1]!, servers[1]!.replace(/\S+:\d+/, `127.0.0.1:${upstreams[1]}`));
  if (!/^\s*listen 80;$/m.test(site)) throw new Error('docs/deploy/nginx.conf: no `listen 80;` line');
  site = site.replace(
    /^(\s*)listen 80;$/m,
    `$1listen 127.0.0.1:${port};\n$1add_header X-Upstream $upstream_addr always;`,
  );
  const temp = (name: string) => `${name}_temp_path ${path.join(prefix, name)};`;
  return `
error_log ${path.join(prefix, 'error.log')} warn;
pid ${path.join(prefix, 'nginx.pid')};
worker_processes 1;
events { worker_connections 1024; }
http {
  access_log off;
  ${temp('client_body')} ${temp('proxy')} ${temp('fastcgi')} ${temp('uwsgi')} ${temp('scgi')}
${site}
}
`;
}

/** Starts nginx in `prefix` (its error log added to `log`) and waits until it answers for the processes. */
export async function startNginx(binary: string, prefix: string, ports: NginxPorts, log: string[]) {
  mkdirSync(prefix, { recursive: true });
  const conf = path.join(prefix, 'nginx.conf');
  writeFileSync(conf, nginxConfig(prefix, ports));
  const nginx = spawn(binary, ['-p', prefix, '-c', conf, '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] });
  nginx.stderr!.on('data', (chunk) => log.push(`nginx: ${String(chunk)}`));
  await until('nginx to answer', async () => {
    if (nginx.exitCode !== null) throw new Error(`nginx exited: ${readFileSync(path.join(prefix, 'error.log'))}`);
    try {
      return (await fetch(`http://127.0.0.1:${ports.port}/api/v1/health/ready`)).ok;
    } catch {
      return false;
    }
  });
  return nginx;
}
