import type { MiddlewareHandler } from 'hono';
import { NONCE, secureHeaders } from 'hono/secure-headers';

/** The API reference page (api/openapi/routes.ts). */
export const API_DOCS_PATH = '/api/docs';

const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  mediaSrc: ["'self'", 'blob:', 'data:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

const options: Omit<NonNullable<Parameters<typeof secureHeaders>[0]>, 'contentSecurityPolicy'> = {
  referrerPolicy: 'strict-origin-when-cross-origin',
  xContentTypeOptions: 'nosniff',
  xFrameOptions: 'DENY',
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: 'same-origin',
  permissionsPolicy: { camera: ['self'], microphone: ['self'], geolocation: [] },
};

/**
 * Security headers for the API, media and the PWA. The CSP allows only same-origin scripts,
 * workers and connections (the service worker and the API live on this origin); blob: and data:
 * for images and media (previews of picked files and recordings); inline styles for React's style
 * props. Framing is refused.
 */
const appHeaders = secureHeaders({ ...options, contentSecurityPolicy });

/**
 * The API reference page alone also runs its own inline start script (Scalar's), which carries
 * this response's nonce: no other inline script can run there either.
 */
const docsHeaders = secureHeaders({ ...options, contentSecurityPolicy: { ...contentSecurityPolicy, scriptSrc: ["'self'", NONCE] } });

export const securityHeaders: MiddlewareHandler = (c, next) => (c.req.path === API_DOCS_PATH ? docsHeaders(c, next) : appHeaders(c, next));
