// Debian's haproxy in front of the instances: round robin, the client's address appended to
// X-Forwarded-For (a chain the client started is kept), the serving instance named in X-Served-By,
// and a dead instance taken out of the rotation within a second (health checks every 250 ms, a
// request that could not connect is sent to the other one). One frontend per service: the portals,
// and the identity stand-ins each instance runs.
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const HAPROXY = process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy';

export type Frontend = { name: string; port: number; health: string; servers: Array<{ name: string; port: number }> };

export function haproxyConfig(frontends: Frontend[]): string {
  return [
    'global',
    '  maxconn 512',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 120s',
    '  timeout server 120s',
    '  option forwardfor',
    '  option redispatch',
    '  retries 3',
    ...frontends.flatMap((f) => [
      `frontend ${f.name}`,
      `  bind 127.0.0.1:${f.port}`,
      `  default_backend ${f.name}_servers`,
      `backend ${f.name}_servers`,
      '  balance roundrobin',
      `  option httpchk GET ${f.health}`,
      '  http-response set-header X-Served-By %s',
      ...f.servers.map((s) => `  server ${s.name} 127.0.0.1:${s.port} check inter 250ms fall 1 rise 2`),
    ]),
    '',
  ].join('\n');
}

export function startHaproxy(dir: string, frontends: Frontend[]): ChildProcess {
  const file = join(dir, 'haproxy.cfg');
  writeFileSync(file, haproxyConfig(frontends));
  // -db: stay in the foreground, so the test owns the process.
  return spawn(HAPROXY, ['-f', file, '-db'], { stdio: ['ignore', 'ignore', 'inherit'] });
}
