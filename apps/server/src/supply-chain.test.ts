import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** The repository root, whose lockfile and package.json CI installs from (`npm ci`). */
const root = path.resolve(import.meta.dirname, '../../..');
const read = <T>(file: string) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as T;

type LockEntry = { version?: string; integrity?: string; link?: boolean; hasInstallScript?: boolean };
const lock = read<{ lockfileVersion: number; packages: Record<string, LockEntry> }>('package-lock.json');
const manifest = read<{ allowScripts?: Record<string, boolean> }>('package.json');
const installed = Object.entries(lock.packages).filter(([key, entry]) => key.includes('node_modules/') && !entry.link);
const nameOf = (key: string) => key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length);

describe('supply chain', () => {
  it('pins every installed package to a version and a sha512 integrity', () => {
    expect(lock.lockfileVersion).toBe(3);
    expect(installed.length).toBeGreaterThan(100);
    const loose = installed.filter(([, e]) => !e.version || !/^sha512-[A-Za-z0-9+/]+=*$/.test(e.integrity ?? ''));
    expect(loose.map(([key]) => key)).toEqual([]);
    console.log(`locked packages: ${installed.length}, each with a version and a sha512 integrity`);
  });

  // npm 11 runs no install script that package.json's allowScripts does not approve; a new dependency
  // with one must be reviewed (approved or denied) here before it lands.
  it('has reviewed every package that ships an install script, and runs only the approved ones', () => {
    const withScripts = [...new Set(installed.filter(([, e]) => e.hasInstallScript).map(([key]) => nameOf(key)))];
    const allow = manifest.allowScripts ?? {};
    expect(withScripts.filter((name) => !(name in allow))).toEqual([]);
    // Approved: argon2 compiles its binding (its bundled prebuild crashes on this platform's Node) and
    // esbuild links its platform binary. tesseract.js's script is an advert: denied.
    expect(
      Object.entries(allow)
        .filter(([, allowed]) => allowed)
        .map(([name]) => name)
        .sort(),
    ).toEqual(['argon2', 'esbuild']);
  });
});
