// Serves the built site with nginx and the shipped deploy/nginx.conf, as
// a host would, for the end-to-end tests: the file is used as it is, with only its ports,
// root folder and certificate replaced.
// - By default, the HTTPS server's body on plain HTTP (as behind a TLS proxy or CDN), on
//   PORT: what the `nginx` project of the end-to-end tests browses.
// - With --tls, both servers as shipped: HTTPS (HTTP/2) on PORT with a fresh self-signed
//   certificate for localhost, and the plain-HTTP redirect on REDIRECT_PORT.
// TLS_CERT_FILE and TLS_KEY_FILE give the certificate instead (PEM files). CSP_REPORT_URL
// sets the shipped $shop_csp_report_url. nginx runs in the foreground until
// stopped; its temporary files live in a fresh folder.
//
//   PORT=4319 node scripts/nginx.mjs [--tls] [build/client]
// Needs Debian's nginx and libnginx-mod-http-brotli-static (.ci/run installs them).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { localCertificate } from './certificate.mjs';

const args = process.argv.slice(2);
const tls = args.includes('--tls');
const root = resolve(args.find((arg) => !arg.startsWith('--')) ?? 'build/client');
const port = Number(process.env.PORT ?? 4319);
const redirectPort = Number(process.env.REDIRECT_PORT ?? port + 1);
const reportUrl = process.env.CSP_REPORT_URL ?? '';
if (/["\\\s;]/.test(reportUrl)) throw new Error(`CSP_REPORT_URL must be a plain URL: ${reportUrl}`);
const work = mkdtempSync(join(tmpdir(), 'shop-nginx-'));
const temp = (name) => join(work, name);

const shipped = readFileSync(new URL('../deploy/nginx.conf', import.meta.url), 'utf8');
/** The redirect server, from its comment to its closing brace. */
const redirectServer = /^# Plain HTTP only redirects[^\n]*\nserver \{\n[\s\S]*?\n\}\n/m;

/** The shipped file on these ports, folder and certificate; fails loudly if it changed shape. */
function configured(certificate) {
  let config = shipped;
  const replace = (from, to) => {
    if (!from.test(config)) throw new Error(`deploy/nginx.conf no longer has ${from}`);
    config = config.replace(from, to);
  };
  if (tls) {
    // The servers answer as localhost (the redirect goes to the configured name).
    replace(/^(\s*)server_name shop\.example;$/gm, '$1server_name localhost;');
    replace(/^(\s*)listen 80;$/m, `$1listen ${redirectPort};`);
    replace(/^\s*listen \[::\]:80;\n/m, '');
    replace(/^(\s*)root \/var\/www\/shop;$/m, `$1root ${root};`);
    replace(/^(\s*)listen 443 ssl http2;$/m, `$1listen ${port} ssl http2;`);
    replace(/^(\s*)ssl_certificate \S+;$/m, `$1ssl_certificate ${certificate.cert};`);
    replace(/^(\s*)ssl_certificate_key \S+;$/m, `$1ssl_certificate_key ${certificate.key};`);
  } else {
    replace(redirectServer, '');
    replace(/^(\s*)listen 443 ssl http2;$/m, `$1listen ${port};`);
    replace(/^\s*ssl_\w+ .*\n/gm, '');
  }
  replace(/^\s*listen \[::\]:443 ssl http2;\n/m, '');
  replace(/^(\s*)root \/var\/www\/shop;$/m, `$1root ${root};`);
  replace(/^(\s*)set \$shop_csp_report_url "";$/m, `$1set $shop_csp_report_url "${reportUrl}";`);
  return config;
}

let certificate;
if (tls && process.env.TLS_CERT_FILE && process.env.TLS_KEY_FILE) {
  certificate = { cert: resolve(process.env.TLS_CERT_FILE), key: resolve(process.env.TLS_KEY_FILE) };
} else if (tls) {
  const { cert, key } = await localCertificate();
  certificate = { cert: temp('cert.pem'), key: temp('key.pem') };
  writeFileSync(certificate.cert, cert);
  writeFileSync(certificate.key, key, { mode: 0o600 });
}

// Started as root (CI), nginx's workers would drop to 'nobody', who cannot read a build in
// a private checkout (mktemp -d is mode 700): they run as the user who runs the tests.
const workerUser = process.getuid?.() === 0 ? 'user root;\n' : '';
writeFileSync(temp('server.conf'), configured(certificate));
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
console.log(
  tls
    ? `nginx serving ${root} on https://localhost:${port} (and redirecting http://localhost:${redirectPort}) with deploy/nginx.conf`
    : `nginx serving ${root} on http://localhost:${port} with deploy/nginx.conf`,
);
// Stopped, nginx stops at once (SIGTERM: fast shutdown). A graceful stop (SIGQUIT) would wait
// for the connections a test's browser still holds open, and a test's teardown with it.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => nginx.kill('SIGTERM'));
nginx.on('exit', (code) => process.exit(code ?? 0));
