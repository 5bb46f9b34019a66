/**
 * Unit and database tests. Babel options are inline (not a babel.config.js)
 * so they never leak into Gatsby's own build.
 * @type {import('jest').Config}
 */
const babel = {
  babelrc: false,
  configFile: false,
  presets: [
    ["@babel/preset-env", { targets: { node: "current" } }],
    ["@babel/preset-react", { runtime: "automatic" }],
    "@babel/preset-typescript",
  ],
};

module.exports = {
  testEnvironment: "node",
  // Jest's default, one worker fewer than the cores, is one on two: the 45 s property test then runs alone.
  maxWorkers: Math.max(2, require("node:os").availableParallelism() - 1),
  // Every *.test.ts(x) in the repository, wherever it is placed, except the node:test suites
  // (tests/db and tests/server, run by `npm run test:server`; tests/engines, by `npm run test:engines`)
  // and generated folders.
  roots: ["<rootDir>"],
  testMatch: ["**/*.test.ts", "**/*.test.tsx"],
  testPathIgnorePatterns: [
    "/node_modules/",
    "<rootDir>/(public|\\.cache|\\.probe|reports|test-results)/",
    "<rootDir>/tests/(db|server|engines)/",
  ],
  modulePathIgnorePatterns: ["<rootDir>/(public|\\.cache)/"],
  transform: { "^.+\\.[jt]sx?$": ["babel-jest", babel], "^.+\\.mjs$": ["babel-jest", babel] },
  moduleNameMapper: {
    "^gatsby$": "<rootDir>/tests/unit/mocks/gatsby.tsx",
    "^@linaria/core$": "<rootDir>/tests/unit/mocks/linaria.ts",
    "\\.css$": "<rootDir>/tests/unit/mocks/style.ts",
    // Under jsdom Jest picks yaml's browser build, which is an ES module: the Node build is the same code.
    "^yaml$": "<rootDir>/node_modules/yaml/dist/index.js",
    "^@mdx-js/mdx$": "<rootDir>/tests/unit/mocks/mdx-compiler.cjs",
    "^remark-unwrap-images$": "<rootDir>/tests/unit/mocks/remark-unwrap-images.cjs",
  },
  setupFilesAfterEnv: ["<rootDir>/tests/unit/setup.ts"],
};
