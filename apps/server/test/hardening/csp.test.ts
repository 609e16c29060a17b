/**
 * The Content-Security-Policy sent with the web app: only what the app needs, no inline script, Google's
 * origins only when this server has Google sign-in configured, and no upgrade to https (a club's laptop
 * serves plain HTTP on its local network). The e2e run checks that the real app triggers no violation.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { buildTestApp } from '../helper';

/** A stand-in for apps/web/dist, so that the server serves a web app. */
function webDist(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mj-csp-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><title>x</title><script type="module" src="/assets/a.js"></script>',
  );
  return dir;
}

async function policyOf(options: { firebaseProjectId?: string; firebaseAuthEmulatorHost?: string }) {
  const app = await buildTestApp({ webDistDir: webDist(), firebaseProjectId: undefined, ...options });
  const page = await app.inject({ method: 'GET', url: '/tournament/abc' });
  expect(page.statusCode).toBe(200);
  const header = String(page.headers['content-security-policy']);
  const api = await app.inject({ method: 'GET', url: '/api/health' });
  expect(api.headers['content-security-policy']).toBe(header);
  return Object.fromEntries(
    header.split(';').map((directive) => {
      const [name, ...values] = directive.trim().split(/\s+/);
      return [name, values];
    }),
  ) as Record<string, string[]>;
}

describe('Content-Security-Policy', () => {
  it('without Google sign-in: the app’s own origin only, no inline script, no https upgrade', async () => {
    expect(await policyOf({})).toEqual({
      'default-src': ["'self'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'self'"],
      'object-src': ["'none'"],
      'script-src': ["'self'"],
      'script-src-attr': ["'none'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:'],
      'font-src': ["'self'"],
      'connect-src': ["'self'"],
      'frame-src': ["'none'"],
    });
  });

  it('with Google sign-in: Firebase Auth’s origins for this project, and the emulator only when configured', async () => {
    const google = await policyOf({ firebaseProjectId: 'mon-projet' });
    expect(google['script-src']).toEqual(["'self'", 'https://apis.google.com']);
    expect(google['connect-src']).toEqual([
      "'self'",
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
    ]);
    expect(google['frame-src']).toEqual(['https://mon-projet.firebaseapp.com']);
    const emulated = await policyOf({
      firebaseProjectId: 'demo-projet',
      firebaseAuthEmulatorHost: '127.0.0.1:9099',
    });
    expect(emulated['connect-src']).toContain('http://127.0.0.1:9099');
    expect(emulated['frame-src']).toEqual(['https://demo-projet.firebaseapp.com', 'http://127.0.0.1:9099']);
    // An emulator without a project is no sign-in at all.
    expect((await policyOf({ firebaseAuthEmulatorHost: '127.0.0.1:9099' }))['connect-src']).toEqual([
      "'self'",
    ]);
  });

  it('the web app’s index.html has no inline script to allow', () => {
    const html = readFileSync(path.resolve(__dirname, '../../../web/index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect({ attributes, body: body!.trim() }).toEqual({
        attributes: expect.stringMatching(/\bsrc=/),
        body: '',
      });
    }
    expect(html).not.toMatch(/\son[a-z]+=/i);
  });
});
