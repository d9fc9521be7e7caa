// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { faviconFile } from './webApp.js';

const dir = mkdtempSync(join(tmpdir(), 'favicon-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the favicon is the shop's logo", () => {
  it('is the SVG logo itself', async () => {
    const logo = join(dir, 'logo.svg');
    writeFileSync(logo, '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8"/></svg>');
    const { fileName, source } = await faviconFile(logo);
    expect(fileName).toBe('favicon.svg');
    expect(Buffer.from(source).equals(readFileSync(logo))).toBe(true);
  });

  it('wraps a raster logo as a 64 px PNG in an SVG', async () => {
    const logo = join(dir, 'logo.png');
    await sharp({ create: { width: 300, height: 200, channels: 3, background: '#2E3A87' } })
      .png()
      .toFile(logo);
    const { fileName, source } = await faviconFile(logo);
    expect(fileName).toBe('favicon.svg');
    const png = /href="data:image\/png;base64,([^"]+)"/.exec(String(source))?.[1];
    expect(png).toBeDefined();
    const { width, height, format } = await sharp(Buffer.from(png!, 'base64')).metadata();
    expect([format, width, height]).toEqual(['png', 64, 64]);
  });
});
