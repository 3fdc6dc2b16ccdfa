import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import type { Env } from '../config/env.ts';

/**
 * Security headers (the request limits are request-limits.ts). The CSP allows only our own scripts: the SPA is built
 * without inline scripts. Inline styles stay allowed because the UI kit sets CSS variables through
 * style attributes and a style element.
 */
/** Origins the optional maps and captcha scripts need, only when their keys are configured. */
function thirdPartySources(env: Env) {
  const maps = env.MAPS_API_KEY ? ['https://maps.googleapis.com'] : [];
  const mapsImages = env.MAPS_API_KEY
    ? ['https://maps.gstatic.com', 'https://maps.googleapis.com']
    : [];
  const captcha = env.CAPTCHA_SITE_KEY
    ? ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']
    : [];
  return {
    script: [...maps, ...captcha],
    connect: [...maps],
    img: mapsImages,
    frame: env.CAPTCHA_SITE_KEY ? ['https://www.google.com/recaptcha/'] : [],
  };
}

/**
 * Headers that only act on a document (a page, or a file opened as one): a script or a style sheet
 * ignores them. The app starts no workers (whose script's CSP would apply), so scripts and style
 * sheets go without them: about 600 bytes less on each of the first load's requests, which a slow
 * network pays for (issue 22). They keep nosniff, Cross-Origin-Resource-Policy and
 * Referrer-Policy, which do act on them (a module's referrer policy covers its imports).
 */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

const SUBRESOURCE_TYPE = /^(application|text)\/(javascript|css)\b/;

export async function registerSecurity(app: FastifyInstance, env: Env): Promise<void> {
  const extra = thirdPartySources(env);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // Our own scripts only: no eval, no inline script, no WebAssembly compiled in the page
        // (the PDFs are made on the server, ADR 037).
        scriptSrc: ["'self'", ...extra.script],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...extra.img],
        fontSrc: ["'self'", 'data:'],
        mediaSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", ...env.CSP_CONNECT_SRC, ...extra.connect],
        frameSrc: extra.frame.length > 0 ? extra.frame : ["'none'"],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        // No <base> element anywhere: nothing may re-point relative addresses (ASVS 3.4.3).
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        // Only behind TLS: on http://localhost it would break the demo.
        ...(env.isProduction ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // HSTS only matters (and only works) over HTTPS.
    strictTransportSecurity: env.isProduction,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (SUBRESOURCE_TYPE.test(String(reply.getHeader('content-type') ?? ''))) {
      for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
    }
    return payload;
  });
}
