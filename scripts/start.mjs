// `npm start`: builds the web app and the server when no build exists, then runs the server in this process.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const serverMain = `${root}apps/server/dist/main.js`;
const webIndex = `${root}apps/web/dist/index.html`;

if (!existsSync(serverMain) || !existsSync(webIndex)) {
  console.log("No build found: building the web app and the server first (one time)...");
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import(serverMain);
