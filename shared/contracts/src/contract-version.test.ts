import { CONTRACT_VERSION, contractMismatch } from './contract-version';

test('the contract version is the package version, a full semver', () => {
  expect(CONTRACT_VERSION).toMatch(/^\d+\.\d+\.\d+$/);
});

test.each([
  ['1.0.0', '1.0.0', null],
  ['1.4.2', '1.0.0', null],
  ['1.0.0', '1.7.0', null],
  ['2.0.0', '1.3.0', 'major'],
  ['0.1.0', '1.0.0', 'major'],
  [undefined, '1.0.0', 'missing'],
  ['next', '1.0.0', 'missing'],
] as const)('a remote of contract %s beside a shell of %s: %s', (remote, host, expected) => {
  expect(contractMismatch(remote, host)).toBe(expected);
});
