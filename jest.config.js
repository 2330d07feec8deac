/** Two projects: `unit` (shared packages and apps, jsdom) and `api` (the server on an embedded database, node). */
const swc = [
  '@swc/jest',
  { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' } },
];

/** @type {import('jest').Config} */
module.exports = {
  // Jest's default is one worker less than the cores: on CI's two cores, one. Two halve the unit tests' time there
  // (87 s -> 50 s); `npm run test:api` runs in band whatever this says.
  maxWorkers: Math.max(2, require('node:os').availableParallelism() - 1),
  projects: [
    {
      displayName: 'unit',
      testEnvironment: '<rootDir>/jest.environment.js',
      roots: ['<rootDir>/shared', '<rootDir>/shell', '<rootDir>/mf-catalog', '<rootDir>/mf-cart', '<rootDir>/mf-account', '<rootDir>/mf-admin'],
      testMatch: ['**/src/**/*.test.ts', '**/src/**/*.test.tsx'],
      // swiper ships ES modules only (.mjs): they are compiled like our sources.
      transform: { '^.+\\.(t|j)sx?$|^.+\\.mjs$': swc },
      transformIgnorePatterns: ['/node_modules/(?!(swiper|ssr-window|dom7)/)'],
      moduleNameMapper: { '\\.css$': 'identity-obj-proxy', '^swiper/css(/.*)?$': 'identity-obj-proxy' },
      setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
    },
    {
      displayName: 'api',
      testEnvironment: 'node',
      // Every suite's time limit (api/test/setup.ts).
      setupFilesAfterEnv: ['<rootDir>/api/test/setup.ts'],
      roots: ['<rootDir>/api'],
      testMatch: ['**/test/**/*.test.ts'],
      transform: { '^.+\\.(t|j)sx?$': swc },
      // jose ships ES modules only: compiled like our sources.
      transformIgnorePatterns: ['/node_modules/(?!jose/)'],
    },
  ],
};
