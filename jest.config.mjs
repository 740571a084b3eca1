import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

// ESM-only packages that Jest must transform: their CommonJS-less builds fail to load otherwise.
const esmPackages = [
  'ky',
  'next-intl',
  'use-intl',
  'icu-minify',
  '@formatjs',
  'intl-messageformat',
  'd3-geo',
  'd3-array',
  'internmap',
  'p-limit',
  'yocto-queue',
];

const config = {
  testEnvironment: 'jsdom',
  // Storefront and contract/ unit tests: the API's tests run on Node's own runner (npm run test:api),
  // the journeys on Playwright.
  testMatch: ['<rootDir>/{lib,components,app,messages,contract}/**/*.test.{ts,tsx}'],
  setupFiles: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
};

const jestConfig = async () => {
  const resolved = await createJestConfig(config)();
  return {
    ...resolved,
    transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`],
  };
};

export default jestConfig;
