// remark-unwrap-images is an ES module, which Jest's module loader cannot read: Node's own require reads it (node >= 20.19),
// as in the build. Jest hands its own require to module.createRequire, so the builtin is taken from process.
module.exports = process.getBuiltinModule("node:module").createRequire(__filename)("remark-unwrap-images");
