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
    ["@babel/preset-react", { runtime: "automatic", importSource: "@emotion/react" }],
    "@babel/preset-typescript",
  ],
  plugins: ["@emotion/babel-plugin"],
};

module.exports = {
  testEnvironment: "node",
  roots: ["<rootDir>/tests/unit"],
  testMatch: ["**/*.test.ts", "**/*.test.tsx"],
  transform: { "^.+\\.[jt]sx?$": ["babel-jest", babel], "^.+\\.mjs$": ["babel-jest", babel] },
  moduleNameMapper: {
    "^gatsby$": "<rootDir>/tests/unit/mocks/gatsby.tsx",
    "\\.css$": "<rootDir>/tests/unit/mocks/style.ts",
  },
  setupFilesAfterEnv: ["<rootDir>/tests/unit/setup.ts"],
};
