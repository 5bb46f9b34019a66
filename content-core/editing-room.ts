/** Where the editing room (Decap CMS, cms/) is and whom it talks to: plain facts the build, the editing room and the scripts read. */

/** The editing room's address on the site. */
export const ADMIN_PATH = "/admin";

/** Where decap-server (npm run cms) answers. */
export const DECAP_SERVER_URL = "http://localhost:8081/api/v1";

/** The GitHub repository "owner/name" of a REPOSITORY_URL, or undefined when it is not GitHub's. */
export function githubRepository(repositoryUrl: string | undefined): string | undefined {
  const match = repositoryUrl && /^(?:https:\/\/|git@)github\.com[/:]([\w.-]+\/[\w.-]+?)(?:\.git)?\/?$/.exec(repositoryUrl);
  return match ? match[1] : undefined;
}

/** Where the editing room's page talks to: GitHub's API on Netlify (REPOSITORY_URL), decap-server otherwise. */
export function adminConnect(repositoryUrl: string | undefined): string[] {
  return githubRepository(repositoryUrl) ? ["https://api.github.com"] : [new URL(DECAP_SERVER_URL).origin];
}
