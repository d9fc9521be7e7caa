// Serves the built site with nginx and the shipped deploy/nginx.conf (issue 13), as a
// host would, for the end-to-end tests' `nginx` project: the server block is used as it
// is, with only its `listen` port and `root` folder replaced. nginx runs in the
// foreground until stopped; its temporary files live in a fresh folder.
//
//   PORT=4319 node scripts/nginx.mjs [build/client]
// Needs Debian's nginx and libnginx-mod-http-brotli-static (.ci/run installs them).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(process.argv[2] ?? 'build/client');
const port = Number(process.env.PORT ?? 4319);
const work = mkdtempSync(join(tmpdir(), 'shop-nginx-'));

const shipped = readFileSync(new URL('../deploy/nginx.conf', import.meta.url), 'utf8');
/** The shipped server block on this port and folder; fails loudly if the file changed shape. */
function serverBlock() {
  let block = shipped;
  for (const [from, to] of [
    [/^\s*listen 80;$/m, `    listen ${port};`],
    [/^\s*listen \[::\]:80;$/m, ''],
    [/^\s*root \/var\/www\/shop;$/m, `    root ${root};`],
  ]) {
    if (!from.test(block)) throw new Error(`deploy/nginx.conf no longer has ${from}`);
    block = block.replace(from, to);
  }
  return block;
}

const temp = (name) => join(work, name);
// Started as root (CI), nginx's workers would drop to 'nobody', who cannot read a build in
// a private checkout (mktemp -d is mode 700): they run as the user who runs the tests.
const workerUser = process.getuid?.() === 0 ? 'user root;\n' : '';
writeFileSync(temp('server.conf'), serverBlock());
writeFileSync(
  temp('nginx.conf'),
  `daemon off;
${workerUser}worker_processes 1;
pid ${temp('nginx.pid')};
error_log stderr warn;
load_module /usr/lib/nginx/modules/ngx_http_brotli_static_module.so;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  log_not_found off;
  sendfile on;
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  include ${temp('server.conf')};
}
`,
);

const nginx = spawn('nginx', ['-c', temp('nginx.conf'), '-p', work], { stdio: 'inherit' });
console.log(`nginx serving ${root} on http://localhost:${port} with deploy/nginx.conf`);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => nginx.kill('SIGQUIT'));
nginx.on('exit', (code) => process.exit(code ?? 0));
