import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

/** 127.0.0.0/8, ::1, and IPv4 loopback written as an IPv6-mapped address. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const ip = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  if (isIP(ip) === 4) return ip.startsWith('127.');
  return ip === '::1' || ip === '0:0:0:0:0:0:0:1';
}

/** A HOST value that binds to this computer only ('localhost', 127.x.x.x, ::1). */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  return bare === 'localhost' || isLoopbackAddress(bare);
}

/** Headers a reverse proxy adds; with one on the same host, every client would look local. */
const PROXY_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-real-ip'];

/**
 * A request from a program on this computer and not relayed by a proxy: the socket's peer is a
 * loopback address and no forwarding header is present. The developer conveniences (outbox,
 * built-in identity provider) answer only such requests (issue 14, point 1).
 */
export function isLoopbackClient(request: FastifyRequest): boolean {
  if (PROXY_HEADERS.some((name) => request.headers[name] !== undefined)) return false;
  return isLoopbackAddress(request.raw.socket.remoteAddress);
}
