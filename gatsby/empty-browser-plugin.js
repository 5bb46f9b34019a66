// A gatsby-browser module with no hooks: what production bundles load in place
// of Gatsby's built-in Partytown plugin (see onCreateWebpackConfig in gatsby-node.ts).
export {};
