/**
 * Browser-test global setup: build the site once, serve dist/ on a free local
 * port, and start one headless Chromium that every test file connects to.
 *
 * Environment:
 *   CC_SKIP_BUILD=1   reuse an existing dist/ (for quick reruns)
 *   CHROMIUM_PATH     browser binary (default: an installed Chromium or Chrome, else the one
 *                     inside the npm package @sparticuz/chromium; see chromium.ts)
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { startStaticServer, type StaticServer } from './static-server';
import { buildSite } from '../build/build-site';
import { CHROMIUM_ARGS, describeChromium, findChromium } from './chromium';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dist = path.join(root, 'dist');

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    wsEndpoint: string;
  }
}

let server: StaticServer | undefined;
let browser: BrowserServer | undefined;

export async function setup(project: TestProject): Promise<void> {
  if (process.env.CC_SKIP_BUILD !== '1' || !existsSync(dist)) {
    buildSite(root, root);
  }
  server = await startStaticServer(dist);
  const found = await findChromium();
  console.log(describeChromium(found));
  browser = await chromium.launchServer({
    executablePath: found.path,
    env: found.env,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  project.provide('baseURL', server.url);
  project.provide('wsEndpoint', browser.wsEndpoint());
}

export async function teardown(): Promise<void> {
  await browser?.close();
  await server?.close();
}
